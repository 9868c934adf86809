-- Issue 17, realtime: a new document-expiry alert is announced like the other stored sources
-- (alerts_notify_insert of migration 0036; the payload's kind is the record's entity_type, so each
-- stream forwards it only to those who may read that kind of record).
DROP TRIGGER IF EXISTS document_expiry_alerts_notify ON document_expiry_alerts;
--> statement-breakpoint
CREATE TRIGGER document_expiry_alerts_notify AFTER INSERT ON document_expiry_alerts FOR EACH ROW EXECUTE FUNCTION alerts_notify_insert('document');
