-- Extra facts sent with some consents (brand connect: international visitor, study-site external id).
ALTER TABLE consents ADD COLUMN details jsonb;
