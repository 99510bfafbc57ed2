-- Rate-limit counters shared by every API process on one PostgreSQL server.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
