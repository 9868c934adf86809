-- Issue 17, realtime: an insert into an alerts source tells every listening server process, at
-- commit, which company (and for a notification which user; for a document alert which kind of
-- record) it is for. The payload carries ids
-- only, never the alert's text: each process forwards it to the browsers of that company (and
-- user) that may read the source, and they fetch the alert through the API under their own rights.
CREATE OR REPLACE FUNCTION alerts_notify_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('masar_alerts', json_build_object(
    'type', TG_ARGV[0],
    'id', NEW.id,
    'company', NEW.company_id,
    'user', to_jsonb(NEW) ->> 'user_id',
    'kind', to_jsonb(NEW) ->> 'entity_type')::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vehicle_alerts_notify ON vehicle_alerts;
--> statement-breakpoint
CREATE TRIGGER vehicle_alerts_notify AFTER INSERT ON vehicle_alerts FOR EACH ROW EXECUTE FUNCTION alerts_notify_insert('vehicle');
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_notifications_notify ON user_notifications;
--> statement-breakpoint
CREATE TRIGGER user_notifications_notify AFTER INSERT ON user_notifications FOR EACH ROW EXECUTE FUNCTION alerts_notify_insert('notification');
