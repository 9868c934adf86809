export {
  DEFAULT_LANG,
  LANGS,
  MESSAGES,
  MESSAGE_CODES,
  isMessageCode,
  message,
  type Lang,
  type MessageCode,
  type MessageParams,
  type MessageText,
} from './messages';
