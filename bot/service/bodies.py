"""Every body read from the service, bounded by what it decodes to.

The bot asks for plain bodies (`Accept-Encoding: identity`), but a server or a proxy may
compress one anyway, and httpx would then inflate each chunk whole: 40 KB of gzip can decode to
40 MB in one step. A `BoundedBody` decodes gzip and deflate itself, a piece at a time, and stops
at its bound of decoded bytes; any other encoding is refused before a byte is read.
"""

from __future__ import annotations

import zlib
from collections.abc import AsyncIterator
from typing import Any

import httpx

# A job's JSON, or an error's words, is a few hundred bytes: nothing the service sends but a
# file is allowed more than this.
SERVICE_ANSWER_MAX_BYTES = 1 << 16
_DECODED_HERE = frozenset({"gzip", "x-gzip", "deflate"})
_ZLIB_OR_GZIP = 32 + zlib.MAX_WBITS  # zlib's header detection: gzip, or deflate in zlib's wrap


class BoundedBody(httpx.AsyncByteStream):
    """A response's body as it is read, decoded and stopped at `bound` decoded bytes: what lies
    past is never read (`cut` says there was more)."""

    def __init__(self, inner: httpx.AsyncByteStream, bound: int, compressed: bool) -> None:
        self._inner, self._left, self.cut = inner, bound, False
        self._decoder: Any = zlib.decompressobj(_ZLIB_OR_GZIP) if compressed else None

    @classmethod
    def around(cls, response: httpx.Response, bound: int) -> BoundedBody:
        """Read `response` through a bound from now on; httpx then decodes nothing itself."""
        assert isinstance(response.stream, httpx.AsyncByteStream), "an async client's stream"
        compressed = _encoding(response)
        bounded = cls(response.stream, bound, compressed)
        response.stream = bounded
        return bounded

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for raw in self._inner:
            for piece in self._pieces(raw):
                if len(piece) > self._left:
                    self.cut = True
                    if self._left:
                        yield piece[: self._left]
                    self._left = 0
                    return
                self._left -= len(piece)
                yield piece
        if self._decoder is not None and (rest := self._decoder.flush()):
            self.cut = len(rest) > self._left
            yield rest[: self._left]

    def _pieces(self, raw: bytes) -> list[bytes]:
        """What `raw` decodes to, in pieces of at most one more byte than is left to read."""
        if self._decoder is None:
            return [raw]
        pieces = []
        pending = raw
        try:
            while pending:
                pieces.append(self._decoder.decompress(pending, self._left + 1))
                pending = self._decoder.unconsumed_tail
                if len(pieces[-1]) > self._left:
                    break
        except zlib.error:
            raise httpx.DecodingError("a compressed answer could not be decoded") from None
        return pieces

    async def aclose(self) -> None:
        await self._inner.aclose()


def _encoding(response: httpx.Response) -> bool:
    """Whether the body is compressed in a way decoded here; raises DecodingError for any
    other way. Takes the header away, so that httpx does not decode it a second time."""
    codings = [
        coding.strip().lower()
        for coding in response.headers.get_list("content-encoding", split_commas=True)
        if coding.strip().lower() not in ("", "identity")
    ]
    if not codings:
        return False
    if len(codings) > 1 or codings[0] not in _DECODED_HERE:
        raise httpx.DecodingError(
            f"an answer encoded as {', '.join(codings)[:40]} is not read", request=response.request
        )
    del response.headers["content-encoding"]
    return True


async def read_bounded(
    http: httpx.AsyncClient, method: str, path: str, **kwargs: Any
) -> httpx.Response:
    """A whole answer of at most SERVICE_ANSWER_MAX_BYTES decoded; a longer one raises
    DecodingError (an answer the bot cannot use), without reading past the bound."""
    async with http.stream(method, path, **kwargs) as response:
        body = BoundedBody.around(response, SERVICE_ANSWER_MAX_BYTES)
        await response.aread()
        if body.cut:
            raise httpx.DecodingError(
                f"the answer is longer than {SERVICE_ANSWER_MAX_BYTES} bytes",
                request=response.request,
            )
    return response
