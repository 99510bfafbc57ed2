-- Direct offers of the built-in offers provider (an external direct-offers host can be configured instead).
CREATE TABLE offers (
  id integer PRIMARY KEY,
  advertiser text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  compensation text,
  requirements text,
  image_url text,
  url text NOT NULL,
  countries text[] NOT NULL,
  indications integer[] NOT NULL DEFAULT '{}',
  brand jsonb NOT NULL
);
