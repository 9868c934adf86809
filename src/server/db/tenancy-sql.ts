// Tenancy, enforced once (ARCHITECTURE.md): run after every migration. It is idempotent and
// generic, so a module's new table with company_id gets row-level security, grants for
// app_user and the audit trigger without any per-table code.
// The transaction's company as the policies read it: a scalar subquery, which PostgreSQL works out
// once per statement (an InitPlan) instead of calling current_setting for every row a scan
// filters — on a seq scan of 8k rows that call was two thirds of the time. An index on company_id
// still takes the value as its key.
export const TENANT_SETTING = `(select nullif(current_setting('app.company_id', true), '')::uuid)`;
/** How pg_policies shows a policy written with TENANT_SETTING (one written before it lacks the SELECT). */
const CURRENT_POLICY = `qual LIKE '%SELECT%current_setting(''app.company_id''%'`;

const ROLE = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
GRANT USAGE ON SCHEMA public TO app_user;
DO $$ BEGIN
  -- The login role must be a member of app_user to SET ROLE to it (superusers already can).
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END $$;`;

// One audit mechanism for every write: actor, real actor (super admin browsing), company,
// entity, record id, action, changed fields before/after, time, IP. SECURITY DEFINER so
// app_user needs no rights on audit_log beyond reading its own company's rows.
const AUDIT_FUNCTION = `
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  cur jsonb := coalesce(new_row, old_row);
  diff jsonb := '{}'::jsonb;
  k text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOR k IN SELECT jsonb_object_keys(new_row) LOOP
      IF k <> 'updated_at' AND (old_row -> k) IS DISTINCT FROM (new_row -> k) THEN
        diff := diff || jsonb_build_object(k, jsonb_build_object('before', old_row -> k, 'after', new_row -> k));
      END IF;
    END LOOP;
    IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('after', value)), '{}'::jsonb) INTO diff FROM jsonb_each(new_row);
  ELSE
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('before', value)), '{}'::jsonb) INTO diff FROM jsonb_each(old_row);
  END IF;
  INSERT INTO audit_log (company_id, actor_id, real_actor_id, entity, record_id, action, changes, ip_address)
  VALUES (
    CASE WHEN TG_TABLE_NAME = 'companies' THEN (cur ->> 'id')::uuid ELSE (cur ->> 'company_id')::uuid END,
    nullif(current_setting('app.user_id', true), '')::uuid,
    nullif(current_setting('app.real_user_id', true), '')::uuid,
    TG_TABLE_NAME, cur ->> 'id', lower(TG_OP), diff,
    nullif(current_setting('app.ip', true), ''));
  RETURN NULL;
END $$;`;

const TENANT_TABLES = `
DO $$
DECLARE
  t text;
  pred text := $p$company_id = ${TENANT_SETTING}$p$;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'tenant_isolation' AND ${CURRENT_POLICY}) THEN
      EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
      EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', t, pred, pred);
    END IF;
    IF t IN ('audit_log', 'record_counts') THEN
      EXECUTE format('GRANT SELECT ON %I TO app_user', t);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', t);
    END IF;
    -- ledger_balances: derived from the journal lines, which are audited.
    -- vehicle_holds: derived by triggers from contracts, work orders and permits, which are audited.
    -- stored_files: the audit row would copy the file's bytes; the record pointing at the
    -- file (a document row, a logo or photo URL) is audited instead.
    -- document_expiry_alerts: derived by the daily job from audited records, and refreshed daily
    -- (days until expiry); who acknowledged one, and when, is kept in the row itself.
    IF t NOT IN ('audit_log', 'system_logs', 'record_counts', 'stored_files', 'ledger_balances', 'vehicle_holds', 'document_expiry_alerts') THEN
      EXECUTE format('CREATE OR REPLACE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()', t);
    END IF;
  END LOOP;
END $$;`;

// companies is the tenant itself: a company sees and edits only its own row.
const COMPANIES = `
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'companies' AND policyname = 'tenant_isolation' AND ${CURRENT_POLICY}) THEN
    DROP POLICY IF EXISTS tenant_isolation ON companies;
    CREATE POLICY tenant_isolation ON companies USING (id = ${TENANT_SETTING}) WITH CHECK (id = ${TENANT_SETTING});
  END IF;
END $$;
GRANT SELECT, UPDATE ON companies TO app_user;
CREATE OR REPLACE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION audit_row();
GRANT SELECT ON subscription_plans, feature_gates, plan_prices TO app_user;`;

// Plan limits (issue 6) for the records other modules create: a BEFORE INSERT trigger refuses
// the row past the company plan's limit, whichever path writes it, so no module has to remember
// the check. (Accounts are checked by the services that create them: subscriptions/service.ts.)
// SECURITY DEFINER: the count and the plan are read whatever the caller's row-level scope.
const PLAN_LIMITS = `
CREATE OR REPLACE FUNCTION enforce_plan_limit() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  lim integer;
  used integer;
BEGIN
  EXECUTE format('SELECT p.%I FROM companies c JOIN subscription_plans p ON p.id = c.current_plan_id WHERE c.id = $1', TG_ARGV[0])
    INTO lim USING NEW.company_id;
  IF lim IS NULL THEN RETURN NEW; END IF;
  EXECUTE format('SELECT count(*) FROM %I WHERE company_id = $1', TG_TABLE_NAME) INTO used USING NEW.company_id;
  IF used >= lim THEN
    RAISE EXCEPTION 'plan_limit_reached: % of %', used, lim
      USING ERRCODE = 'check_violation', CONSTRAINT = 'plan_limit_reached', DETAIL = format('%s %s', TG_TABLE_NAME, lim);
  END IF;
  RETURN NEW;
END $$;
DO $$
DECLARE
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[['vehicles', 'max_vehicles'], ['customers', 'max_customers'], ['contracts', 'max_contracts']] LOOP
    IF to_regclass('public.' || pair[1]) IS NOT NULL THEN
      EXECUTE format('CREATE OR REPLACE TRIGGER plan_limit BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION enforce_plan_limit(%L)', pair[1], pair[2]);
    END IF;
  END LOOP;
END $$;`;

// Exact row counts per company and key (record_counts, decision 017). Statement-level triggers
// with transition tables add the net change of each write in the writer's transaction, keys in
// sorted order (two writers lock counter rows in the same order: no deadlock between them).
// A table gets its triggers, and its counts rebuilt from the rows, the first time it is listed
// here or when its key expression changes; every later start finds the triggers and skips it.
// The key expressions must match what the list routes sum (src/server/http/record-counts.ts).
export const COUNTED_TABLES: Record<string, string> = {
  vehicles: 'status',
  contracts: 'status',
  invoices: 'status',
  customers: `customer_type || '/' || CASE WHEN is_active THEN 'a' ELSE 'i' END || CASE WHEN is_blacklisted THEN 'b' ELSE '' END`,
};

const RECORD_COUNTS = `
CREATE OR REPLACE FUNCTION count_records() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  k text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO record_counts AS rc (company_id, entity, key, n)
      SELECT company_id, %L, %s, count(*) FROM new_rows GROUP BY 1, 3 ORDER BY 1, 3
      ON CONFLICT (company_id, entity, key) DO UPDATE SET n = rc.n + excluded.n', TG_TABLE_NAME, k);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO record_counts AS rc (company_id, entity, key, n)
      SELECT company_id, %L, %s, -count(*) FROM old_rows GROUP BY 1, 3 ORDER BY 1, 3
      ON CONFLICT (company_id, entity, key) DO UPDATE SET n = rc.n + excluded.n', TG_TABLE_NAME, k);
  ELSE
    EXECUTE format('INSERT INTO record_counts AS rc (company_id, entity, key, n)
      SELECT company_id, %L, key, sum(d) FROM (
        SELECT company_id, %s AS key, 1 AS d FROM new_rows
        UNION ALL SELECT company_id, %s, -1 FROM old_rows) moved
      GROUP BY 1, 3 HAVING sum(d) <> 0 ORDER BY 1, 3
      ON CONFLICT (company_id, entity, key) DO UPDATE SET n = rc.n + excluded.n', TG_TABLE_NAME, k, k);
  END IF;
  RETURN NULL;
END $$;
REVOKE INSERT, UPDATE, DELETE ON record_counts FROM app_user;
GRANT SELECT ON record_counts TO app_user;
DO $$
DECLARE
  counted jsonb := '${JSON.stringify(COUNTED_TABLES).replace(/'/g, "''")}';
  t text;
  k text;
BEGIN
  FOR t, k IN SELECT * FROM jsonb_each_text(counted) LOOP
    CONTINUE WHEN to_regclass('public.' || t) IS NULL;
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM pg_trigger WHERE tgrelid = ('public.' || t)::regclass AND tgname = 'record_counts_insert'
        AND encode(tgargs, 'escape') = k || '\\000');
    EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', t);
    DELETE FROM record_counts WHERE entity = t;
    EXECUTE format('INSERT INTO record_counts (company_id, entity, key, n) SELECT company_id, %L, %s, count(*) FROM %I GROUP BY 1, 3', t, k, t);
    EXECUTE format('CREATE OR REPLACE TRIGGER record_counts_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records(%L)', t, k);
    EXECUTE format('CREATE OR REPLACE TRIGGER record_counts_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records(%L)', t, k);
    EXECUTE format('CREATE OR REPLACE TRIGGER record_counts_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records(%L)', t, k);
  END LOOP;
END $$;`;

// Search under row-level security (decision 017): a user condition can use an index only if
// every function in it is leakproof, and PostgreSQL ships LIKE/ILIKE and the pg_trgm operators
// without that mark, so name and plate searches scanned the whole table. They only compare text
// and raise no data-dependent errors. Marking needs a superuser; elsewhere search stays correct,
// only slower (a notice says so).
const LEAKPROOF_SEARCH = `
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
    ALTER FUNCTION texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF;
    ALTER FUNCTION word_similarity_commutator_op(text, text) LEAKPROOF;
    ALTER FUNCTION similarity_op(text, text) LEAKPROOF;
    -- A similarity test costs ~5 µs a row, a hundred times a plain comparison: with the default
    -- cost of 1 the planner prefers scanning every row over the trigram index.
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
    ALTER FUNCTION similarity_op(text, text) COST 100;
  ELSE
    RAISE NOTICE 'not a superuser: LIKE and trigram operators stay non-leakproof, so searches under RLS cannot use their indexes';
  END IF;
END $$;`;

// Mail and deferred jobs are queued in the business transaction, which runs as app_user: it may
// add rows to the platform's queues, never read or change them (src/server/jobs, src/server/mail).
const QUEUES = `GRANT INSERT ON jobs, mail_outbox TO app_user;`;

export const TENANCY_SQL = [ROLE, AUDIT_FUNCTION, TENANT_TABLES, COMPANIES, PLAN_LIMITS, RECORD_COUNTS, LEAKPROOF_SEARCH, QUEUES];
