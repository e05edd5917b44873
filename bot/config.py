"""Settings: the one place the environment is read (every variable is in .env.example)."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.limits import (
    ACTIVE_JOBS_AT_MOST,
    LONGEST_TRACK_SEC,
    SHORTEST_TRACK_SEC,
    TRACKS_A_DAY_AT_MOST,
)

OFFICIAL_BOT_API = "https://api.telegram.org"
# What Telegram accepts as a webhook secret token.
WEBHOOK_SECRET_FORMAT = re.compile(r"^[A-Za-z0-9_-]{1,256}$")

IdList = Annotated[frozenset[int], NoDecode]


def _split_ids(value: object) -> object:
    """Comma-separated ids, as operators write them in .env files."""
    if isinstance(value, str):
        return frozenset(int(part) for part in value.replace(" ", "").split(",") if part)
    return value


# Docker's secrets and a Kubernetes secret mounted there: a file per variable, named after it.
SECRETS_DIR = Path("/run/secrets")
# A secret may be given as a file's path instead (NAME_FILE), as Docker's images do it.
SECRETS_FROM_FILES = ("TELEGRAM_BOT_TOKEN", "API_KEY")


def _secrets_dir() -> Path | None:
    # pydantic-settings warns about a secrets_dir that does not exist: name it only if it does.
    return SECRETS_DIR if SECRETS_DIR.is_dir() else None


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        case_sensitive=True,
        secrets_dir=_secrets_dir(),
    )

    TELEGRAM_BOT_TOKEN: SecretStr
    TELEGRAM_API_URL: str = "https://api.telegram.org"
    TELEGRAM_UPLOAD_LIMIT_MB: int = Field(50, ge=1, le=2000)
    API_KEY: SecretStr
    MUSIC_API_URL: str
    TEXT_API_URL: str | None = None
    TEXT_MODEL: str | None = None
    DATABASE_PATH: Path = Path("data/bot.sqlite3")
    DATA_DIR: Path = Path("data")
    ADMIN_USER_IDS: IdList = frozenset()
    ACCESS: Literal["private", "open"] = "private"
    ALLOWED_CHAT_IDS: IdList = frozenset()
    POLL_INTERVAL_SEC: float = Field(5.0, gt=0, le=60)
    ORG_CONCURRENT_LIMIT: int = Field(ACTIVE_JOBS_AT_MOST, ge=1)
    ORG_DAILY_LIMIT: int = Field(TRACKS_A_DAY_AT_MOST, ge=0)
    USER_DAILY_LIMIT: int = Field(0, ge=0)
    QUOTA_TIMEZONE: str = "UTC"
    DEFAULT_DURATION_SEC: int = Field(60, ge=SHORTEST_TRACK_SEC, le=LONGEST_TRACK_SEC)
    JOB_TIMEOUT_MIN: float = Field(30.0, gt=0)
    USER_TEXT_DAILY_LIMIT: int = Field(20, ge=0)
    ORG_TEXT_DAILY_LIMIT: int = Field(200, ge=0)
    KEEP_LYRICS_DAYS: int = Field(30, ge=0)
    TELEGRAM_BOT_TOKEN_FILE: Path | None = None
    API_KEY_FILE: Path | None = None
    WEBHOOK_URL: str | None = None
    WEBHOOK_LISTEN: str = "127.0.0.1"
    WEBHOOK_PORT: int = Field(8443, ge=1, le=65535)
    WEBHOOK_SECRET: SecretStr | None = None
    METRICS_PORT: int | None = Field(None, ge=1, le=65535)
    METRICS_LISTEN: str = "127.0.0.1"
    # Guest mode: the chat (a channel or group where the bot may post) that keeps the files of
    # songs asked in chats the bot is not in; unset: each asker's private chat with the bot.
    FILES_CHAT_ID: int | None = None
    # Bugs (what songbot_errors_total counts) reported to Sentry too (bot/monitoring/).
    SENTRY_DSN: SecretStr | None = None
    LOG_FORMAT: Literal["text", "json"] = "text"
    LOG_LEVEL: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"

    @model_validator(mode="before")
    @classmethod
    def _secrets_from_files(cls, data: object) -> object:
        """TELEGRAM_BOT_TOKEN_FILE and API_KEY_FILE: the secret is the file's content (its
        trailing newline dropped), read before the checks of the secret itself."""
        if not isinstance(data, dict):
            return data
        for name in SECRETS_FROM_FILES:
            path = data.get(f"{name}_FILE")
            if not path:
                continue
            if data.get(name):
                raise PydanticCustomError("secret_twice", f"set {name} or {name}_FILE, not both")
            try:
                secret = Path(str(path)).read_text(encoding="utf-8").strip()
            except OSError as error:
                raise PydanticCustomError(
                    "secret_file", f"{name}_FILE cannot be read ({error.strerror})"
                ) from None
            if not secret:  # named as what it is: the file, not the variable, is empty
                raise PydanticCustomError("secret_file", f"{name}_FILE names an empty file")
            data[name] = secret
        return data

    _split_admins = field_validator("ADMIN_USER_IDS", "ALLOWED_CHAT_IDS", mode="before")(_split_ids)

    @field_validator("TELEGRAM_BOT_TOKEN", "API_KEY", "MUSIC_API_URL", mode="before")
    @classmethod
    def _given(cls, value: object) -> object:
        """A required variable left empty (as .env.example has them) is as good as unset."""
        if value is None or (isinstance(value, str) and not value.strip()):
            raise PydanticCustomError("missing", "is required but not set")
        return value

    @field_validator("TELEGRAM_API_URL", "MUSIC_API_URL", "TEXT_API_URL", "WEBHOOK_URL")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is None or value == "":
            return None
        if not value.startswith(("http://", "https://")):
            raise ValueError("must start with http:// or https://")
        return value.rstrip("/")

    @field_validator("METRICS_PORT", "FILES_CHAT_ID", mode="before")
    @classmethod
    def _optional_port(cls, value: object) -> object:
        """Left empty (as .env.example has it): unset (no metrics server, no files chat)."""
        return None if isinstance(value, str) and not value.strip() else value

    @model_validator(mode="after")
    def _metrics_apart(self) -> Settings:
        """The webhook's port is public; what the metrics server tells is not for everyone."""
        if self.WEBHOOK_URL and self.METRICS_PORT == self.WEBHOOK_PORT:
            raise ValueError("METRICS_PORT must differ from the public WEBHOOK_PORT")
        return self

    @field_validator("QUOTA_TIMEZONE")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ValueError("is not a known time zone, e.g. UTC or Europe/Minsk") from exc
        return value

    @property
    def quota_zone(self) -> ZoneInfo:
        return ZoneInfo(self.QUOTA_TIMEZONE)

    @property
    def upload_limit_bytes(self) -> int:
        return self.TELEGRAM_UPLOAD_LIMIT_MB * 1024 * 1024

    @property
    def topics_enabled(self) -> bool:
        return bool(self.TEXT_API_URL and self.TEXT_MODEL)

    def secrets(self) -> list[str]:
        """Every secret value, so that log filters can redact them."""
        values = [self.TELEGRAM_BOT_TOKEN, self.API_KEY, self.WEBHOOK_SECRET, self.SENTRY_DSN]
        return [v.get_secret_value() for v in values if v and v.get_secret_value()]


class FileSettings(BaseSettings):
    """Where the bot keeps its files, read as the bot reads them (environment and .env) but
    needing no secret: for the tools that work on the files alone (`python -m bot backup`)."""

    model_config = Settings.model_config

    DATABASE_PATH: Path = Settings.model_fields["DATABASE_PATH"].default
    DATA_DIR: Path = Settings.model_fields["DATA_DIR"].default


def file_settings_or_say_why() -> FileSettings | None:
    """The files' settings for a command that works on the files alone (`backup`, `restore`);
    None once each problem is said on stderr in one line (the command then exits 2)."""
    try:
        return FileSettings()
    except ValidationError as error:
        for problem in problems_of(error):
            print(f"configuration error: {problem}", file=sys.stderr)
        return None


def problems_of(error: ValidationError) -> list[str]:
    """One line per problem, naming the variable and never echoing its value."""
    lines = []
    for item in error.errors(include_input=False, include_url=False):
        name = ".".join(str(part) for part in item["loc"]) or "configuration"
        message = "is required but not set" if item["type"] == "missing" else item["msg"]
        lines.append(f"{name}: {message}")
    return lines


# The variables the bot's HTTP clients take a proxy from (bot/telegram/client.py), both cases.
PROXY_VARIABLES = tuple(
    name for base in ("HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY") for name in (base, base.lower())
)


def proxy_problems(environ: Mapping[str, str]) -> list[str]:
    """A SOCKS proxy is refused by name: the Bot API's transport (aiohttp) speaks only to HTTP
    proxies and would take one for an HTTP proxy, and never reach Telegram. The value is not
    shown: a proxy's address may carry a password."""
    problems = []
    for name in PROXY_VARIABLES:
        scheme = environ.get(name, "").partition("://")[0].strip().lower()
        if scheme.startswith("socks"):
            problems.append(
                f"{name}: a SOCKS proxy ({scheme}://) is not supported: give an http:// proxy"
            )
    return problems


def configuration_problems(
    settings: Settings, environ: Mapping[str, str] = os.environ
) -> list[str]:
    """What the settings model accepts but the bot cannot work with: `check` reports these and
    the start refuses them, so that a start never goes further than `check` would let it."""
    problems = proxy_problems(environ)
    if bool(settings.TEXT_API_URL) != bool(settings.TEXT_MODEL):
        problems.append("TEXT_API_URL and TEXT_MODEL go together: set both (or neither)")
    secret = settings.WEBHOOK_SECRET.get_secret_value() if settings.WEBHOOK_SECRET else ""
    if secret and not WEBHOOK_SECRET_FORMAT.match(secret):
        problems.append("WEBHOOK_SECRET may hold only A-Z, a-z, 0-9, _ and -, up to 256")
    webhook = settings.WEBHOOK_URL or ""
    # http:// stays allowed with a local Bot API server (TELEGRAM_API_URL set to it).
    if webhook.startswith("http://") and settings.TELEGRAM_API_URL == OFFICIAL_BOT_API:
        problems.append("WEBHOOK_URL must start with https:// (Telegram calls only https)")
    return problems


def load_settings() -> Settings:
    """Read the environment and .env; on a bad value, or a combination the bot cannot work
    with, print each problem on a line of its own and exit non-zero."""
    try:
        settings = Settings()
    except ValidationError as error:
        lines = problems_of(error)
    else:
        lines = configuration_problems(settings)
        if not lines:
            return settings
    for line in lines:
        print(f"configuration error: {line}", file=sys.stderr)
    raise SystemExit(2)
