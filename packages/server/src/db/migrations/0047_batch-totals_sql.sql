-- batch_totals' triggers: written in the next commit.
SELECT 1;
