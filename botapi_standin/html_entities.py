"""parse_mode=HTML exactly as Telegram (TDLib's parse_html) reads it: same tags, character
references, error texts and byte offsets; returns the plain text users see plus its entities."""

import re
from dataclasses import dataclass, field
from typing import Any

SUPPORTED_TAGS = frozenset(
    {
        "a", "b", "strong", "i", "em", "s", "strike", "del", "u", "ins",
        "tg-spoiler", "tg-emoji", "span", "pre", "code", "blockquote",
    }
)  # fmt: skip
_STYLE_TYPES = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
}
_NAMED_REFERENCES = {b"lt": "<", b"gt": ">", b"amp": "&", b"quot": '"'}
_SPACES = frozenset(b" \t\r\n\v\f\0")  # TDLib's is_space: NUL doubles as the end of the text
_ALPHA = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_DIGITS = frozenset(b"0123456789")
_HEX_DIGITS = _DIGITS | frozenset(b"abcdefABCDEF")
_NAME_TOKEN = _ALPHA | _DIGITS | frozenset(b".-")
_AMP, _LT, _GT, _SLASH, _EQUALS, _SEMICOLON = b"&<>/=;"
_QUOTES = frozenset(b"'\"")
# Text with neither "&" nor "<" is copied as it is: a run at a time, not byte by byte.
_MARKUP = re.compile(rb"[&<]")
_MARKUP_BYTES = frozenset(b"&<")
_CONTINUATION_BYTES = bytes(range(0x80, 0xC0))  # UTF-8's 10xxxxxx: no character starts there
_FOUR_BYTE_LEADS = bytes(range(0xF0, 0x100))  # a character outside the BMP: two UTF-16 units
_BAD_UNICODE = (
    "Text contains invalid Unicode characters after decoding HTML entities, "
    "check for unmatched surrogate code units"
)


class HtmlParseError(ValueError):
    """What Telegram puts after "Bad Request: can't parse entities: "."""


@dataclass
class ParsedText:
    text: str
    entities: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class _OpenTag:
    name: str
    argument: str
    offset: int  # UTF-16 offset in the output, as entity offsets count
    start: int  # byte offset in the output, for <a> without href


def parse_html(html: str) -> ParsedText:
    """Parse Bot API HTML; raises HtmlParseError with Telegram's message on invalid markup."""
    return _Parser(html).run()


def _byte(src: bytes, index: int) -> int:
    return src[index] if index < len(src) else 0  # reading past the end sees C's NUL terminator


def decode_reference(src: bytes, pos: int) -> tuple[int, int]:
    """Decode the character reference starting at src[pos] == '&'.

    Returns (code point, index after it), or (0, pos) when it isn't one Telegram accepts; the
    trailing ';' is optional, like in TDLib.
    """
    if _byte(src, pos + 1) == ord("#"):
        code, end = _numeric_reference(src, pos)
    else:
        end = pos + 1
        while _byte(src, end) in _ALPHA:
            end += 1
        char = _NAMED_REFERENCES.get(src[pos + 1 : end])
        code = ord(char) if char else 0
    if code == 0:
        return 0, pos
    return code, end + 1 if _byte(src, end) == _SEMICOLON else end


def _numeric_reference(src: bytes, pos: int) -> tuple[int, int]:
    hexadecimal = _byte(src, pos + 2) == ord("x")
    digits = _HEX_DIGITS if hexadecimal else _DIGITS
    start = end = pos + 3 if hexadecimal else pos + 2
    while _byte(src, end) in digits:
        end += 1
    if end == start or end - pos >= 10:
        return 0, pos
    code = int(src[start:end], 16 if hexadecimal else 10)
    return (code, end) if code < 0x10FFFF else (0, pos)


class _Parser:
    def __init__(self, html: str) -> None:
        self.src = html.encode("utf-8", "surrogatepass")
        self.out = bytearray()
        self.utf16 = 0
        self.open: list[_OpenTag] = []
        self.entities: list[dict[str, Any]] = []

    def run(self) -> ParsedText:
        index = 0
        while index < len(self.src):
            index = self._step(index)
        if self.open:
            name = self.open[-1].name
            raise HtmlParseError(f"Can't find end tag corresponding to start tag {name}")
        try:
            text = self.out.decode("utf-8")
        except UnicodeDecodeError:
            raise HtmlParseError(_BAD_UNICODE) from None
        for entity in self.entities:
            if entity["type"] == "code":
                entity.pop("language", None)  # a language only sticks to <pre><code>
        self.entities.sort(key=lambda entity: (entity["offset"], -entity["length"]))
        return ParsedText(text, self.entities)

    def _at(self, index: int) -> int:
        return _byte(self.src, index)

    def _text(self, start: int, end: int) -> str:
        return self.src[start:end].lower().decode("utf-8", "replace")  # ASCII-only lowering

    def _step(self, index: int) -> int:
        char = self.src[index]
        if char == _AMP:
            code, end = decode_reference(self.src, index)
            if code:
                self._append_code(code)
                return end
        if char != _LT:
            after = index + 1
            if after < len(self.src) and self.src[after] not in _MARKUP_BYTES:
                return self._copy_text(index)
            self._append_byte(char)  # one byte before markup: dense markup skips the search
            return after
        if self._at(index + 1) == _SLASH:
            return self._end_tag(index)
        return self._start_tag(index)

    def _append_code(self, code: int) -> None:
        self.out += chr(code).encode("utf-8", "surrogatepass")
        self.utf16 += 2 if code > 0xFFFF else 1

    def _copy_text(self, index: int) -> int:
        """Copies the text from `index` up to the next "&" or "<"; returns where it ended."""
        markup = _MARKUP.search(self.src, index + 1)
        end = markup.start() if markup else len(self.src)
        self._append_bytes(self.src[index:end])
        return end

    def _append_byte(self, char: int) -> None:
        if char & 0xC0 != 0x80:  # first byte of a UTF-8 sequence; 4-byte ones are 2 UTF-16 units
            self.utf16 += 2 if char >= 0xF0 else 1
        self.out.append(char)

    def _append_bytes(self, run: bytes) -> None:
        """UTF-16 units: one per character (each byte that is not a continuation), one more for
        each character of four bytes."""
        starts = len(run.translate(None, _CONTINUATION_BYTES))
        astral = len(run) - len(run.translate(None, _FOUR_BYTE_LEADS))
        self.utf16 += starts + astral
        self.out += run

    def _skip_word(self, index: int) -> int:
        while self._at(index) not in _SPACES and self._at(index) != _GT:
            index += 1
        return index

    def _skip_spaces(self, index: int) -> int:
        while self._at(index) != 0 and self._at(index) in _SPACES:
            index += 1
        return index

    def _start_tag(self, begin: int) -> int:
        index = self._skip_word(begin + 1)
        if self._at(index) == 0:
            raise HtmlParseError(f"Unclosed start tag at byte offset {begin}")
        name = self._text(begin + 1, index)
        if name not in SUPPORTED_TAGS:
            raise HtmlParseError(f'Unsupported start tag "{name}" at byte offset {begin}')
        argument = ""
        while self._at(index) != _GT:
            index, attribute, value = self._attribute(index, name, begin)
            if attribute is not None:
                argument = _tag_argument(name, attribute, value, argument)
        if name == "span" and argument != "spoiler":
            raise HtmlParseError(f'Tag "span" must have class "tg-spoiler" at byte offset {begin}')
        self.open.append(_OpenTag(name, argument, self.utf16, len(self.out)))
        return index + 1

    def _attribute(self, index: int, tag: str, begin: int) -> tuple[int, str | None, str]:
        index = self._skip_spaces(index)
        if self._at(index) == _GT:
            return index, None, ""
        start = index
        while self._at(index) not in _SPACES and self._at(index) not in (_EQUALS, _GT):
            index += 1
        attribute = self.src[start:index].decode("utf-8", "replace")
        if not attribute:
            raise HtmlParseError(f'Empty attribute name in the tag "{tag}" at byte offset {begin}')
        index = self._skip_spaces(index)
        if self._at(index) != _EQUALS:
            if tag == "blockquote" and attribute == "expandable":
                return index, attribute, ""
            raise HtmlParseError(
                "Expected equal sign in declaration of an attribute of the tag "
                f'"{tag}" at byte offset {begin}'
            )
        index = self._skip_spaces(index + 1)
        if self._at(index) == 0:
            raise HtmlParseError(f'Unclosed start tag "{tag}" at byte offset {begin}')
        if self._at(index) in _QUOTES:
            index, value = self._quoted_value(index)
        else:
            index, value = self._name_token(index)
        if self._at(index) == 0:
            raise HtmlParseError(f"Unclosed start tag at byte offset {begin}")
        return index, attribute, value

    def _quoted_value(self, index: int) -> tuple[int, str]:
        quote = self.src[index]
        index += 1
        value = bytearray()
        while self._at(index) not in (quote, 0):
            code, end = decode_reference(self.src, index) if self._at(index) == _AMP else (0, index)
            if code:
                value += chr(code).encode("utf-8", "surrogatepass")
                index = end
            else:
                value.append(self.src[index])
                index += 1
        if self._at(index) == quote:
            index += 1
        return index, value.decode("utf-8", "replace")

    def _name_token(self, start: int) -> tuple[int, str]:
        index = start
        while self._at(index) in _NAME_TOKEN:
            index += 1
        if self._at(index) not in _SPACES and self._at(index) != _GT:
            raise HtmlParseError(f"Unexpected end of name token at byte offset {start}")
        return index, self._text(start, index)

    def _end_tag(self, begin: int) -> int:
        if not self.open:
            raise HtmlParseError(f"Unexpected end tag at byte offset {begin}")
        index = self._skip_word(begin + 2)
        name = self._text(begin + 2, index)
        index = self._skip_spaces(index)
        if self._at(index) != _GT:
            raise HtmlParseError(f"Unclosed end tag at byte offset {begin}")
        tag = self.open[-1]
        if name and name != tag.name:
            raise HtmlParseError(
                f'Unmatched end tag at byte offset {begin}, expected "</{tag.name}>", '
                f'found "</{name}>"'
            )
        self.open.pop()
        if self.utf16 > tag.offset:  # empty elements make no entity
            self._add_entity(tag)
        return index + 1

    def _add_entity(self, tag: _OpenTag) -> None:
        entity: dict[str, Any] = {"offset": tag.offset, "length": self.utf16 - tag.offset}
        if tag.name in _STYLE_TYPES:
            self.entities.append({"type": _STYLE_TYPES[tag.name], **entity})
        elif tag.name == "blockquote":
            kind = "expandable_blockquote" if tag.argument else "blockquote"
            self.entities.append({"type": kind, **entity})
        elif tag.name == "tg-emoji":
            self.entities.append({"type": "custom_emoji", **entity, **_emoji(tag.argument)})
        elif tag.name == "a":
            url = tag.argument or self.out[tag.start :].decode("utf-8", "replace")
            self.entities.append({"type": "text_link", **entity, "url": url})
        else:
            self._add_code_entity(tag, entity)

    def _add_code_entity(self, tag: _OpenTag, entity: dict[str, Any]) -> None:
        last = self.entities[-1] if self.entities else {}
        same_span = (
            last.get("offset") == entity["offset"] and last.get("length") == entity["length"]
        )
        if tag.name == "pre" and same_span and last["type"] == "code" and last.get("language"):
            last["type"] = "pre"  # <pre><code class="language-x"> is one pre entity
        elif tag.name == "code" and same_span and last["type"] == "pre" and tag.argument:
            last["language"] = tag.argument
        elif tag.name == "pre":
            self.entities.append({"type": "pre", **entity})
        else:
            self.entities.append({"type": "code", **entity, "language": tag.argument})


def _tag_argument(tag: str, attribute: str, value: str, current: str) -> str:
    if tag == "a" and attribute == "href":
        return value
    if tag == "code" and attribute == "class" and value.startswith("language-"):
        return value[len("language-") :]
    if tag == "span" and attribute == "class" and value.startswith("tg-"):
        return value[len("tg-") :]
    if tag == "tg-emoji" and attribute == "emoji-id":
        return value
    if tag == "blockquote" and attribute == "expandable":
        return "expandable"
    return current


def _emoji(argument: str) -> dict[str, str]:
    emoji_id = int(argument) if re.fullmatch(r"-?[0-9]{1,19}", argument) else 0
    if emoji_id == 0 or not -(2**63) <= emoji_id < 2**63:
        raise HtmlParseError("Invalid custom emoji identifier specified")
    return {"custom_emoji_id": str(emoji_id)}
