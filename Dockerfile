# Songbot: a small image that runs the bot as a non-root user, with its data on a volume.
FROM python:3.11-slim

# WEBHOOK_LISTEN, METRICS_LISTEN: inside a container the servers must listen on every interface,
# or a published port reaches nothing (the bot's own default, 127.0.0.1, suits a bare machine).
# METRICS_PORT: /metrics and /healthz, which the HEALTHCHECK below asks.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/bot.sqlite3 \
    DATA_DIR=/data \
    WEBHOOK_LISTEN=0.0.0.0 \
    METRICS_LISTEN=0.0.0.0 \
    METRICS_PORT=9464

WORKDIR /app

# Dependencies first, from the runtime lock alone (exact versions, each checked by its hash), so
# that an edit to the code or the README reuses this layer. The tests' and linters' tools are in
# requirements-dev.lock, which only CI and contributors install: the image carries none of them.
COPY requirements.lock ./
RUN pip install --require-hashes -r requirements.lock

# The user and the data folder. /app stays root's and read-only to the bot; /app/data points at
# /data, so the relative defaults (DATABASE_PATH=data/bot.sqlite3, DATA_DIR=data, the console's
# data/console-songs) land on the volume too, whatever an --env-file says.
RUN useradd --create-home --uid 10001 songbot \
    && mkdir -p /data && chown songbot:songbot /data \
    && ln -s /data /app/data

# The code runs from /app, where migrations/ sits beside the bot package, installed in place
# (editable, without dependencies: the lock brought them) so that importlib.metadata knows its
# version and the `songbot` script exists. The simulators sit beside it too: compose's emulator
# profile runs `python -m bot emulator` (music_emulator), and `python -m bot console` runs
# against the Bot API stand-in (botapi_standin), with the scripts in examples/; the bot itself
# imports neither, so an image without them still runs `python -m bot`.
COPY pyproject.toml README.md ./
COPY migrations ./migrations
COPY music_emulator ./music_emulator
COPY botapi_standin ./botapi_standin
COPY examples ./examples
COPY bot ./bot
RUN pip install --no-deps -e .

USER songbot
VOLUME ["/data"]
# The webhook port, when WEBHOOK_URL is set: publish it, -p 8443:8443. The metrics port (/metrics,
# /healthz): publish it only to your monitoring, never to the internet.
EXPOSE 8443 9464
# Healthy while updates flow, the database answers and Telegram accepts the token; the answer,
# with the reason, is in `docker inspect`. The image has Python, not curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os, sys, urllib.error, urllib.request\ntry:\n    answer = urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"METRICS_PORT\"]}/healthz', timeout=4)\nexcept urllib.error.HTTPError as refused:\n    answer = refused\nprint(answer.read().decode())\nsys.exit(answer.status != 200)"]
# SIGTERM stops it gracefully; give it the drain time (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
