-- The search's typo-tolerant match `word <% name` calls pg_trgm's word_similarity_op on every row a plan filters, and
-- it costs as much as any builtin (1) to the planner. It is far dearer than that (about 10 µs a row), so for a word
-- that matches nothing the planner scanned the whole table with it (94 ms at 10,000 listings on PostgreSQL, 189 ms on
-- PGlite) instead of product_name_trgm_idx (7 ms). Its real relative cost makes the planner use the index (BENCHMARKS.md,
-- scale: search). The functions belong to the extension's owner: where this role may not alter them (pg_trgm created by
-- a superuser, or as a trusted extension by another role), the plans stay as they were rather than the migration failing.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'word_similarity_op belongs to another role: its planner cost stays 1';
END
$$;
