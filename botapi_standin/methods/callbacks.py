"""answerCallbackQuery."""

from ..errors import bad_request
from ..params import DecodedRequest
from ..world import World

MAX_ANSWER_TEXT = 200
_TOO_OLD = "query is too old and response timeout expired or query ID is invalid"


async def answer_callback_query(world: World, request: DecodedRequest) -> bool:
    params = request.params
    query_id = str(params.get("callback_query_id") or "")
    if query_id not in world.callback_queries:
        raise bad_request(_TOO_OLD)
    if len(str(params.get("text") or "")) > MAX_ANSWER_TEXT:
        raise bad_request("MESSAGE_TOO_LONG")
    del world.callback_queries[query_id]  # a query can be answered once
    world.notify_callback_answer(dict(params))
    return True


HANDLERS = {"answerCallbackQuery": answer_callback_query}
