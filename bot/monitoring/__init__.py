"""What the people who keep the bot alive watch: `GET /metrics` (Prometheus) and `GET /healthz`
on METRICS_LISTEN:METRICS_PORT, in polling and webhook mode alike, never on the webhook's
public port. Read-only: a scrape moves nothing and spends nothing.

    metrics.py  the figures, read at each scrape: from the database where it knows the truth
                (so they survive restarts), from the running process where only it knows
    server.py   MetricsServer: the two routes, on a tornado server of their own
    bug_reports.py  BugReports: bugs sent to Sentry too when SENTRY_DSN is set (nothing
                loaded otherwise)
"""
