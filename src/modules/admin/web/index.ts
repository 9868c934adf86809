// What other modules' pages may use from system administration: a record's activity (audit) tab.
export { ActivityTabLabel, RecordActivity } from './components/record-activity';
