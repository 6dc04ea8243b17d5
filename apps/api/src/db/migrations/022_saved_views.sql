-- Saved views: a list screen's search, filters and sort kept under a name, by the employee who
-- saved it, for themself or shared with the team. `list` is the screen's key (SAVED_VIEW_LISTS),
-- `query` the screen's URL query without its page. An employee's views of a list are in their
-- `position` order; names are theirs alone, whatever the case.
CREATE TABLE saved_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  list text NOT NULL CHECK (char_length(list) BETWEEN 1 AND 40),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  query jsonb NOT NULL CHECK (jsonb_typeof(query) = 'object'),
  shared boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_owner_name_key ON saved_views (owner_id, list, lower(name));
CREATE INDEX saved_views_owner_idx ON saved_views (owner_id, list, position);
CREATE INDEX saved_views_shared_idx ON saved_views (list, position) WHERE shared;
