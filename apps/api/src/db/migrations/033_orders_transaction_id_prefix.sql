-- A search that begins a payment's transaction id is taken for it (repositories/transaction-prefix.ts):
-- the orders whose id begins with the term are a range of this index, a few pages at any size,
-- where the trigram index intersects posting lists that grow with the table (58 buffers at a million
-- orders, 461 at ten million, for a term matching one order). Lowercased, as the search is
-- case-insensitive; in byte order ("C") whatever the database's collation, so LIKE 'prefix%' is a
-- range. Not partial: the planner reads an expression's statistics only from an index on every row,
-- and without them it guesses a prefix matches 0.5% of the orders and walks the newest-first index.
CREATE INDEX orders_transaction_lower_idx ON orders ((lower(transaction_id) COLLATE "C"));
