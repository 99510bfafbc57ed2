-- The language an offer's words are written in: the page marks them so a screen reader on a page in another language
-- reads them in their own (WCAG 3.1.2). Offers are the advertisers' words, not translated by us.
ALTER TABLE offers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language ~ '^[a-z]{2}$');
