-- A payment is its method and transaction id: a second order of the same payment is a possible
-- duplicate (a payment callback delivered twice, a customer charged twice). The storefront intake
-- refuses one unless asked not to, and the order list and view flag those already there, each
-- through this index (the earliest order of a payment first).
CREATE INDEX orders_payment_transaction_idx ON orders (payment_method, transaction_id, created_at, id) WHERE transaction_id IS NOT NULL;
