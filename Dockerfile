# Songbot: a small image that runs the bot as a non-root user, with its data on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/bot.sqlite3 \
    DATA_DIR=/data

WORKDIR /app

# Dependencies first, from pyproject alone (a stub package stands in for the code), so that a
# change to the code rebuilds only the small layers below.
COPY pyproject.toml README.md ./
RUN mkdir bot && touch bot/__init__.py \
    && pip install . && pip uninstall --yes songbot \
    && rm -rf bot build *.egg-info

# The code runs from /app, where migrations/ sits beside the bot package.
COPY bot ./bot
COPY migrations ./migrations
RUN useradd --create-home --uid 10001 songbot \
    && mkdir -p /data && chown songbot:songbot /data

USER songbot
VOLUME ["/data"]
# The webhook port, when WEBHOOK_URL is set (with WEBHOOK_LISTEN=0.0.0.0); /healthz is on it.
EXPOSE 8443
# SIGTERM stops it gracefully; give it the drain time (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
