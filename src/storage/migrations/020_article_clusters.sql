-- Near-duplicate clustering of articles (issue 17; src/news/cluster.ts, docs/NEWS.md "Clustering").
-- simhash: 64-bit SimHash of the article's normalised English title + snippet (signed, as PostgreSQL
--   stores bigint); NULL when the text is too short to fingerprint.
-- cluster_id: the id of the cluster's lead article (the lead has cluster_id = id); NULL until clustered.
-- cluster_size: on every member, the number of articles in its cluster (1 = alone).
ALTER TABLE articles ADD COLUMN simhash bigint;
ALTER TABLE articles ADD COLUMN cluster_id uuid;
ALTER TABLE articles ADD COLUMN cluster_size integer NOT NULL DEFAULT 1;
CREATE INDEX articles_cluster ON articles (cluster_id);
