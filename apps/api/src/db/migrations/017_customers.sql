-- A customer is an e-mail address, matched whole and case-insensitively: the customer page reads
-- every order of one address (its summary, its orders newest first, its notes) through this index.
CREATE INDEX orders_email_lower_idx ON orders (lower(email), created_at DESC, id);
