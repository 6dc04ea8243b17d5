-- A search's count reads matches until it has 10,001 (SEARCH_COUNT_CAP and one): in a list that
-- holds a small share of the orders (the pending queue, the cancelled), a word most orders have
-- ("gmail") is found by reading the table in its own order until enough of that status's rows
-- match, some 300,000 rows of the cancelled in a million orders (45 ms before the API adds
-- anything), the same number at ten million but from pages that are no longer in memory (75 to 520
-- ms). This index holds each order's status and searched text, so the count reads that status's
-- entries only, in order, without the table: the rows it reads are the cap over the word's share
-- within the status, whatever the table's size, and the index's pages stay in memory.
--
-- Partial, because an index entry must fit in a third of a page (2,704 bytes) and the searched text
-- has no bound (an order's delivered user ids): the few longer texts are counted under the second
-- index, which holds only them. The count reads the two parts (ORDER_LIST's countInParts); the two
-- conditions are each other's complement, search_text being NOT NULL.
CREATE INDEX orders_status_search_idx ON orders (order_status) INCLUDE (search_text) WHERE octet_length(search_text) <= 2000;
CREATE INDEX orders_long_search_idx ON orders (order_status) WHERE octet_length(search_text) > 2000;
