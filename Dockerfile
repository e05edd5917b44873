# Songbot: a small image that runs the bot as a non-root user, with its data on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_PATH=/data/bot.sqlite3 \
    DATA_DIR=/data

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY migrations ./migrations
RUN pip install . \
    && useradd --create-home --uid 10001 songbot \
    && mkdir -p /data && chown songbot:songbot /data

USER songbot
VOLUME ["/data"]
# Run from /app so that migrations/ sits beside the bot package.
CMD ["python", "-m", "bot"]
