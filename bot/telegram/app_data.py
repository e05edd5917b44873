"""The keys under which bot/app.py leaves in `Application.bot_data` what the transport reads
(the inbox, the webhook's health check). Both sides import them; neither spells them."""

STORE_KEY = "store"  # the bot's Store, once the start opened it; gone at shutdown
TUNING_KEY = "tuning"  # the Tuning the application was built with
REACH_KEY = "reach"  # the TelegramReach fed by every Bot API call
FLOW_KEY = "update_flow"  # the UpdateFlow that polling or the webhook tells of every update
