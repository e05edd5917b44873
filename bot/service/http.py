"""What both platform clients share: the Bearer client, and turning failures into our errors;
and the roots every client of the bot trusts."""

from __future__ import annotations

import ssl
from functools import cache

import httpx

from bot.service.errors import MaybeSent, NotSent, ServiceError, error_for_status

# Failures that happen before the whole request left: the service cannot have acted on it.
_NOT_SENT = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.PoolTimeout,
    httpx.UnsupportedProtocol,
    httpx.WriteError,
    httpx.WriteTimeout,
)


def service_timeout(answer_sec: float) -> httpx.Timeout:
    """Connecting, sending and getting a free connection are quick; an answer takes up to
    `answer_sec`."""
    return httpx.Timeout(connect=10.0, read=answer_sec, write=30.0, pool=10.0)


DEFAULT_TIMEOUT = service_timeout(60.0)


@cache
def trusted_roots() -> ssl.SSLContext:
    """One TLS context for every client (the service's, the text model's, the Bot API's): each
    context loads its roots anew, ~0.7 MB apiece (bench/rest.py). httpx's own: certifi's roots
    (a slim image may lack the system's), or SSL_CERT_FILE / SSL_CERT_DIR when set."""
    return httpx.create_ssl_context()


def bearer_client(base_url: str, api_key: str, timeout: httpx.Timeout) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=base_url,
        headers={"Authorization": f"Bearer {api_key}"},
        timeout=timeout,
        follow_redirects=False,
        verify=trusted_roots(),
    )


def transport_error(exc: httpx.TransportError) -> ServiceError:
    """Say whether the request may have reached the service, without the URL or any header."""
    kind = type(exc).__name__
    if isinstance(exc, _NOT_SENT):
        return NotSent(f"could not reach the service ({kind})")
    return MaybeSent(f"no answer from the service ({kind})")


def detail_of(response: httpx.Response) -> str:
    """The service's reason in its own words, short; the body's shape is not specified."""
    try:
        body: object = response.json()
    except ValueError:
        return response.text[:200]
    message = _message_in(body)
    return message if message is not None else str(body)[:200]


def service_message(response: httpx.Response, secret: str = "") -> str | None:
    """The reason a JSON error answer gives, short, if any; never a page of HTML from a gateway,
    and never the secret (a gateway may echo the request's headers)."""
    try:
        message = _message_in(response.json())
    except (ValueError, RecursionError):  # RecursionError: JSON nested past the parser's depth
        return None
    if message and secret:
        message = message.replace(secret, "…")
    return message or None


def _message_in(body: object) -> str | None:
    if not isinstance(body, dict):
        return None
    error = body.get("error")
    if isinstance(error, dict) and error.get("message"):
        return str(error["message"])[:200]
    for key in ("detail", "message", "error"):
        if isinstance(body.get(key), str):
            return str(body[key])[:200]
    return None


def raise_for_answer(response: httpx.Response) -> None:
    if response.is_success:
        return
    raise error_for_status(response.status_code, detail_of(response))
