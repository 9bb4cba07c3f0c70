-- The analyst workspace's review queue (issue 18, src/domain/review-queue.ts): an organisation's open
-- findings, riskiest first. A partial index over exactly those rows in risk order makes a page an
-- index range scan of 51 entries instead of a sort of every open finding (docs/UI.md "Speed").
-- The expression must stay identical to RISK_SQL in review-queue.ts, or the planner will not use it.
CREATE INDEX compliance_results_open_risk ON compliance_results (organisation_id, (round((confidence * CASE result_type WHEN 'sanction' THEN 1.0 WHEN 'enforcement' THEN 0.9
  WHEN 'govt_owned' THEN 0.8 WHEN 'pep' THEN 0.7 ELSE 0.6 END
  * CASE WHEN automated_false_positive_rating = 'yes' THEN 0.5 ELSE 1 END)::numeric, 4)::float8), id)
  WHERE review_status = 'open' AND cleared_at IS NULL;
