"""Error answers shaped like the Bot API's: HTTP status = error_code plus Telegram's wording."""

from http import HTTPStatus
from typing import Any

NOT_MODIFIED = (
    "message is not modified: specified new message content and reply markup are exactly the "
    "same as a current content and reply markup of the message"
)


class ApiError(Exception):
    """One failed Bot API call, answered as {"ok": false, "error_code", "description"}."""

    def __init__(
        self,
        status: int,
        description: str,
        *,
        retry_after: int | None = None,
        migrate_to_chat_id: int | None = None,
    ) -> None:
        super().__init__(description)
        self.status = status
        self.description = description
        self.retry_after = retry_after
        self.migrate_to_chat_id = migrate_to_chat_id

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "ok": False,
            "error_code": self.status,
            "description": self.description,
        }
        parameters: dict[str, int] = {}
        if self.retry_after is not None:
            parameters["retry_after"] = self.retry_after
        if self.migrate_to_chat_id is not None:
            parameters["migrate_to_chat_id"] = self.migrate_to_chat_id
        if parameters:
            body["parameters"] = parameters
        return body

    def __repr__(self) -> str:
        return f"ApiError({self.status}, {self.description!r})"


def bad_request(detail: str) -> ApiError:
    return ApiError(400, f"Bad Request: {detail}")


def forbidden(detail: str) -> ApiError:
    return ApiError(403, f"Forbidden: {detail}")


def migrated(new_chat_id: int) -> ApiError:
    """What every call naming a group answers once the group became a supergroup."""
    return ApiError(
        400,
        "Bad Request: group chat was upgraded to a supergroup chat",
        migrate_to_chat_id=new_chat_id,
    )


def default_description(status: int, retry_after: int | None) -> str:
    if status == 429:
        return f"Too Many Requests: retry after {retry_after}"
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"
