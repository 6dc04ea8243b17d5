-- How each employee works, kept on the server so it follows them from browser to browser: each
-- list's last chosen order (`sorts`, by REMEMBERED_SORT_LISTS key) and where the order view goes
-- after a completion or cancellation. An employee without a row has the defaults.
CREATE TABLE employee_preferences (
  employee_id uuid PRIMARY KEY REFERENCES employees (id) ON DELETE CASCADE,
  sorts jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(sorts) = 'object'),
  after_order_change text NOT NULL DEFAULT 'next' CHECK (after_order_change IN ('next', 'close')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
