"""Settings: the one place the environment is read (CONTRACT section 1)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

IdList = Annotated[frozenset[int], NoDecode]


def _split_ids(value: object) -> object:
    """Comma-separated ids, as operators write them in .env files."""
    if isinstance(value, str):
        return frozenset(int(part) for part in value.replace(" ", "").split(",") if part)
    return value


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", case_sensitive=True
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
    ORG_CONCURRENT_LIMIT: int = Field(2, ge=1)
    ORG_DAILY_LIMIT: int = Field(20, ge=0)
    USER_DAILY_LIMIT: int = Field(0, ge=0)
    QUOTA_TIMEZONE: str = "UTC"
    DEFAULT_DURATION_SEC: int = Field(60, ge=10, le=300)
    JOB_TIMEOUT_MIN: float = Field(30.0, gt=0)
    USER_TEXT_DAILY_LIMIT: int = Field(20, ge=0)
    ORG_TEXT_DAILY_LIMIT: int = Field(200, ge=0)
    KEEP_LYRICS_DAYS: int = Field(30, ge=0)
    WEBHOOK_URL: str | None = None
    WEBHOOK_LISTEN: str = "127.0.0.1"
    WEBHOOK_PORT: int = Field(8443, ge=1, le=65535)
    WEBHOOK_SECRET: SecretStr | None = None
    METRICS_PORT: int | None = Field(None, ge=1, le=65535)
    METRICS_LISTEN: str = "127.0.0.1"
    LOG_FORMAT: Literal["text", "json"] = "text"
    LOG_LEVEL: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"

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

    @field_validator("METRICS_PORT", mode="before")
    @classmethod
    def _optional_port(cls, value: object) -> object:
        """Left empty (as .env.example has it): no metrics server."""
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
        values = [self.TELEGRAM_BOT_TOKEN, self.API_KEY, self.WEBHOOK_SECRET]
        return [v.get_secret_value() for v in values if v and v.get_secret_value()]


class FileSettings(BaseSettings):
    """Where the bot keeps its files, read as the bot reads them (environment and .env) but
    needing no secret: for the tools that work on the files alone (`python -m bot backup`)."""

    model_config = Settings.model_config

    DATABASE_PATH: Path = Settings.model_fields["DATABASE_PATH"].default
    DATA_DIR: Path = Settings.model_fields["DATA_DIR"].default


def problems_of(error: ValidationError) -> list[str]:
    """One line per problem, naming the variable and never echoing its value."""
    lines = []
    for item in error.errors(include_input=False, include_url=False):
        name = ".".join(str(part) for part in item["loc"]) or "configuration"
        message = "is required but not set" if item["type"] == "missing" else item["msg"]
        lines.append(f"{name}: {message}")
    return lines


def load_settings(**overrides: object) -> Settings:
    """Read the environment and .env; on a bad value print each problem and exit non-zero."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as error:
        for line in problems_of(error):
            print(f"configuration error: {line}", file=sys.stderr)
        raise SystemExit(2) from None
