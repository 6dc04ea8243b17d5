-- A list sorted by a column reads that column's index, so page 1 and a deep page stay cheap at a
-- million rows: the order lists by total and by name within a status (newest first already has
-- orders_status_created_idx), a service's credentials by user id. The other lists sort tables that
-- stay small (services, guides, employees, invites, the watch list) or only by time (the audit log).
CREATE INDEX orders_status_total_idx ON orders (order_status, total_cents, id);
CREATE INDEX orders_status_name_idx ON orders (order_status, name, id);
CREATE INDEX service_credentials_user_idx ON service_credentials (service_id, is_active, user_id, id);
