-- Session recordings (rrweb, inputs masked in the browser): one row per browser-tab session, one per uploaded batch.
CREATE TABLE recording_sessions (
  id text PRIMARY KEY,
  host_name text NOT NULL,
  flow text NOT NULL,
  lead_lp_param_id text,
  indication_id integer,
  metadata jsonb NOT NULL,
  started_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX recording_sessions_started_at ON recording_sessions (started_at DESC);

-- (session_id, order_id) is the batch's identity: a retried batch is stored once.
CREATE TABLE recording_chunks (
  session_id text NOT NULL REFERENCES recording_sessions(id) ON DELETE CASCADE,
  order_id integer NOT NULL,
  start_timestamp timestamptz NOT NULL,
  events jsonb NOT NULL,
  event_count integer NOT NULL,
  router_logs jsonb NOT NULL,
  action_logs jsonb NOT NULL,
  mutation_logs jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, order_id)
);
