# Songbot: a small image that runs the bot as a non-root user, with its data on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/bot.sqlite3 \
    DATA_DIR=/data

WORKDIR /app

# Dependencies first, from pyproject alone (an empty stub stands in for each top-level package),
# so that a change to the code rebuilds only the small layers below.
COPY pyproject.toml README.md ./
RUN for package in bot music_emulator botapi_standin; do \
        mkdir "$package" && touch "$package/__init__.py"; \
    done \
    && pip install . && pip uninstall --yes songbot \
    && rm -rf bot music_emulator botapi_standin build *.egg-info

# The code runs from /app, where migrations/ sits beside the bot package. The simulators sit
# beside it too: compose's emulator profile runs `python -m bot emulator` (music_emulator), and
# `python -m bot console` runs against the Bot API stand-in (botapi_standin); the bot itself
# imports neither, so an image without them still runs `python -m bot`.
COPY bot ./bot
COPY migrations ./migrations
COPY music_emulator ./music_emulator
COPY botapi_standin ./botapi_standin
RUN useradd --create-home --uid 10001 songbot \
    && mkdir -p /data && chown songbot:songbot /data

USER songbot
VOLUME ["/data"]
# The webhook port, when WEBHOOK_URL is set (with WEBHOOK_LISTEN=0.0.0.0); /healthz is on it.
EXPOSE 8443
# SIGTERM stops it gracefully; give it the drain time (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
