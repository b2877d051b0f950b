"""The numbered schema migrations, one list per dialect, side by side.

Migration N is ``SQLITE[N - 1]`` / ``POSTGRES[N - 1]``: a tuple of statements run in one
transaction with the row ``N`` of ``schema_migrations``. Both dialects have the same tables,
columns and rules at every N, so "schema version N" means one thing. The runner (in each
backend) holds the migration lock (PostgreSQL ``pg_advisory_lock``, SQLite ``BEGIN IMMEDIATE``)
so concurrent starters run each migration once; a database at a version above ``VERSION`` is
refused. Append new migrations; never edit one that has shipped.

1. The first schema (SQLite files of that time say so in ``PRAGMA user_version = 1``).
2. Scale-out and delivery: ``games.revision`` (changes of all but the state) and ``shard``;
   timers' shard, claim and an index by game (a move drops its game's timers); one open game
   per channel (older duplicates, which the bot
   skipped at load anyway, are cancelled and archived first; their rows and logs stay); the
   outbox; ``meta`` (the shard count).
3. Server settings: ``guild_settings`` (one JSON object per server: the thread default, turn
   timer and fallback, default AI level; config.toml keeps the global defaults).
4. Each user's DM channel id (``users.dm_channel``): a DM to a known channel needs no request
   to open it, also after a restart (docs/bot.md, "Delivery").
5. Ratings (docs/history.md, "Ratings"): ``ratings``, one per (user, title), and
   ``rating_changes``, one row per rated person and finished game (their place, score and
   rating before and after), from which the ratings can be recomputed; finished games by time,
   for the history.
6. Languages (docs/i18n.md, "Which language where"): each game's table language
   (``games.lang``: its channel messages and pictures) and each user's own language as their
   Discord client last said (``users.lang``: their DMs; NULL until they first use the bot).
   And the DM clicks one process forwards to the owner of their game's shard (``forwards``,
   bot/messages/forwarding.py).
7. Outbox claims (docs/bot-core.md, "The outbox"): ``outbox.claimed_until``, the lease of the
   process delivering a row, so that two processes that ever serve one shard at once never
   send one row twice.
8. Learners (docs/playing.md, "Learning"): whether a game was played with hints
   (``games.hints``, 1 or 0: such a game is not rated), whether a person wants the rule
   reminders of their first decisions (``users.teaching``: 0 off, NULL or 1 on), and which
   kinds of decision each person has been reminded of (``taught``, one row per person, title
   and kind).
9. Tournaments (docs/tournaments.md): ``tournaments``, one row per event (its settings,
   entrants, rounds and tables as one JSON object, bot/core/tournament/model.py); at most one
   open (sign-up, running or paused) per server (per channel from 14).
10. Each outbox row's destination (``outbox.dest``, ``rows.destination``), so that a sender
   picks the rows to start without reading their bodies.
11. The destination of the unsent rows queued before 10, from their bodies, and the due rows'
   index made covering (``DUE_INDEX``).
12. Abandonment (docs/history.md, "Ratings"): whether a turn timer's fallback made an action
   (``actions.fallback``, 1 or 0), each seat's decisions by the person and by the fallback
   at the end of a game (``archive.decisions``, a JSON list of ``[person, fallback]`` per
   seat; NULL for games that ended before), and whether a rated person abandoned the game
   (``rating_changes.abandoned``, 1 or 0).
13. Paused channels (docs/bot.md, "On real Discord"): ``paused``, one row per channel that
   refuses the bot's posts (why, and the players told by DM so far), so that a restart neither
   asks Discord again nor tells them again.
14. One open tournament per channel (docs/tournaments.md): ``tournaments.channel_id``, filled
   from each row's JSON, and the open-event index by channel instead of by server, so two
   channels of one server each run their own event.
15. Correspondence (docs/playing.md, "Correspondence"): each game's pace (``games.pace``: ""
   for real time, else its clock as JSON), each seat's bank of time (``clocks``, seconds left
   at the start of its next or running decision), each person's holidays (``away``: until
   when, and the days used in which year) and how they want to hear of their turns
   (``notices``: per person and server, 0 for all servers: a DM per turn, a daily digest at
   an hour of their time zone, or nothing).
16. The daily digest (docs/playing.md, "Correspondence"): each person's digest of today
   (``digests``: the day of their own time zone it was sent, its DM message and the channels
   of the games it lists), so that a restart neither sends the day's digest again nor loses
   the message to edit through the rest of the day.
"""

from __future__ import annotations

#: The due rows' index holds every column a sender picks rows by, so its read touches no row:
#: SQLite would walk a big body's overflow pages to reach the columns after it.
DUE_INDEX_REST = "claimed_until, place, revision, dest, game_id, created, attempts"
DUE_INDEX = f"shard, next_try, {DUE_INDEX_REST}"

SQLITE: list[tuple[str, ...]] = [
    (
        """CREATE TABLE IF NOT EXISTS games (
            id            INTEGER PRIMARY KEY,
            channel_id    INTEGER NOT NULL,
            guild_id      INTEGER,
            game          TEXT    NOT NULL,
            host_id       INTEGER NOT NULL,
            options       TEXT    NOT NULL DEFAULT '{}',
            seats         TEXT    NOT NULL DEFAULT '[]',
            status        TEXT    NOT NULL
                CHECK (status IN ('lobby', 'playing', 'over', 'cancelled')),
            state         TEXT,
            version       INTEGER NOT NULL DEFAULT 0,
            messages      TEXT    NOT NULL DEFAULT '{}',
            timer_seconds REAL    NOT NULL DEFAULT 0,
            created       REAL    NOT NULL,
            updated       REAL    NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS games_open ON games (status, channel_id)",
        """CREATE TABLE IF NOT EXISTS actions (
            id       INTEGER PRIMARY KEY,
            game_id  INTEGER NOT NULL REFERENCES games (id),
            version  INTEGER NOT NULL,
            seat     INTEGER NOT NULL,
            code     TEXT    NOT NULL,
            user_id  INTEGER,
            at       REAL    NOT NULL,
            events   TEXT    NOT NULL DEFAULT '[]',
            UNIQUE (game_id, version))""",
        """CREATE TRIGGER IF NOT EXISTS actions_no_update BEFORE UPDATE ON actions
            BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END""",
        """CREATE TRIGGER IF NOT EXISTS actions_no_delete BEFORE DELETE ON actions
            BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END""",
        """CREATE TABLE IF NOT EXISTS timers (
            id       INTEGER PRIMARY KEY,
            game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat     INTEGER NOT NULL,
            kind     TEXT    NOT NULL CHECK (kind IN ('reminder', 'expire')),
            due      REAL    NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS timers_due ON timers (due)",
        """CREATE TABLE IF NOT EXISTS archive (
            game_id    INTEGER PRIMARY KEY REFERENCES games (id),
            channel_id INTEGER NOT NULL,
            game       TEXT    NOT NULL,
            status     TEXT    NOT NULL,
            finished   REAL    NOT NULL,
            players    TEXT    NOT NULL DEFAULT '[]',
            result     TEXT)""",
        """CREATE TABLE IF NOT EXISTS users (
            user_id  INTEGER PRIMARY KEY,
            dm_ok    INTEGER NOT NULL,
            at       REAL    NOT NULL)""",
    ),
    (
        "ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN shard INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE timers ADD COLUMN shard INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE timers ADD COLUMN claim TEXT",
        "ALTER TABLE timers ADD COLUMN claimed_until REAL",
        "CREATE INDEX timers_shard_due ON timers (shard, due)",
        "CREATE INDEX timers_game ON timers (game_id, seat)",
        """INSERT OR IGNORE INTO archive (game_id, channel_id, game, status, finished, players)
            SELECT id, channel_id, game, 'cancelled', updated,
                   CASE WHEN json_valid(seats) THEN (SELECT json_group_array(
                       json_extract(value, '$.name')) FROM json_each(seats)) ELSE '[]' END
            FROM games AS g WHERE status IN ('lobby', 'playing') AND id < (
                SELECT max(id) FROM games AS n
                WHERE n.channel_id = g.channel_id AND n.status IN ('lobby', 'playing'))""",
        """UPDATE games SET status = 'cancelled', revision = revision + 1
            WHERE status IN ('lobby', 'playing') AND id < (
                SELECT max(id) FROM games AS n
                WHERE n.channel_id = games.channel_id AND n.status IN ('lobby', 'playing'))""",
        """CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
            WHERE status IN ('lobby', 'playing')""",
        """CREATE TABLE outbox (
            id       INTEGER PRIMARY KEY,
            game_id  INTEGER NOT NULL REFERENCES games (id),
            shard    INTEGER NOT NULL,
            place    TEXT    NOT NULL,
            body     TEXT    NOT NULL,
            created  REAL    NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            next_try REAL    NOT NULL,
            sent     REAL,
            revision INTEGER NOT NULL DEFAULT 0)""",
        "CREATE UNIQUE INDEX outbox_pending ON outbox (game_id, place) WHERE sent IS NULL",
        "CREATE INDEX outbox_due ON outbox (shard, next_try) WHERE sent IS NULL",
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ),
    (
        """CREATE TABLE guild_settings (
            guild_id INTEGER PRIMARY KEY,
            settings TEXT    NOT NULL DEFAULT '{}',
            updated  REAL    NOT NULL)""",
    ),
    (
        "ALTER TABLE users ADD COLUMN dm_channel INTEGER",
    ),
    (
        """CREATE TABLE ratings (
            user_id INTEGER NOT NULL,
            game    TEXT    NOT NULL,
            mu      REAL    NOT NULL,
            sigma   REAL    NOT NULL,
            games   INTEGER NOT NULL,
            updated REAL    NOT NULL,
            PRIMARY KEY (user_id, game))""",
        """CREATE TABLE rating_changes (
            game_id      INTEGER NOT NULL REFERENCES games (id),
            user_id      INTEGER NOT NULL,
            game         TEXT    NOT NULL,
            place        INTEGER NOT NULL,
            score        REAL    NOT NULL,
            mu_before    REAL    NOT NULL,
            sigma_before REAL    NOT NULL,
            mu_after     REAL    NOT NULL,
            sigma_after  REAL    NOT NULL,
            at           REAL    NOT NULL,
            PRIMARY KEY (game_id, user_id))""",
        "CREATE INDEX rating_changes_user ON rating_changes (user_id, game)",
        "CREATE INDEX archive_finished ON archive (finished)",
    ),
    (
        "ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'",
        "ALTER TABLE users ADD COLUMN lang TEXT",
        """CREATE TABLE forwards (
            id      INTEGER PRIMARY KEY,
            shard   INTEGER NOT NULL,
            payload TEXT    NOT NULL,
            created REAL    NOT NULL)""",
        "CREATE INDEX forwards_shard ON forwards (shard, id)",
    ),
    (
        "ALTER TABLE outbox ADD COLUMN claimed_until REAL",
    ),
    (
        "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE users ADD COLUMN teaching INTEGER",
        """CREATE TABLE taught (
            user_id INTEGER NOT NULL,
            game    TEXT    NOT NULL,
            kind    TEXT    NOT NULL,
            at      REAL    NOT NULL,
            PRIMARY KEY (user_id, game, kind))""",
    ),
    (
        """CREATE TABLE tournaments (
            id       INTEGER PRIMARY KEY,
            guild_id INTEGER NOT NULL,
            status   TEXT    NOT NULL,
            data     TEXT    NOT NULL,
            created  REAL    NOT NULL,
            updated  REAL    NOT NULL)""",
        "CREATE UNIQUE INDEX tournaments_open ON tournaments (guild_id)"
        " WHERE status IN ('signup', 'running', 'paused')",
    ),
    (
        "ALTER TABLE outbox ADD COLUMN dest TEXT NOT NULL DEFAULT ''",
    ),
    (
        """UPDATE outbox SET dest = (CASE WHEN json_extract(body, '$.dm') THEN 'dm:'
            ELSE 'channel:' END) || CAST(coalesce(json_extract(body, '$.to'), 0) AS INTEGER)
            WHERE sent IS NULL AND dest = '' AND json_valid(body)
            AND json_type(body) = 'object'""",
        "DROP INDEX outbox_due",
        f"CREATE INDEX outbox_due ON outbox ({DUE_INDEX}) WHERE sent IS NULL",
    ),
    (
        "ALTER TABLE actions ADD COLUMN fallback INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE archive ADD COLUMN decisions TEXT",
        "ALTER TABLE rating_changes ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0",
    ),
    (
        """CREATE TABLE paused (
            channel_id INTEGER PRIMARY KEY,
            why        TEXT    NOT NULL,
            told       TEXT    NOT NULL,
            at         REAL    NOT NULL)""",
    ),
    (
        "ALTER TABLE tournaments ADD COLUMN channel_id INTEGER NOT NULL DEFAULT 0",
        """UPDATE tournaments SET channel_id = coalesce(CAST(json_extract(data, '$.channel')
            AS INTEGER), 0) WHERE json_valid(data)""",
        "DROP INDEX tournaments_open",
        "CREATE UNIQUE INDEX tournaments_open ON tournaments (channel_id)"
        " WHERE status IN ('signup', 'running', 'paused')",
        "CREATE INDEX tournaments_guild ON tournaments (guild_id, status)",
    ),
    (
        "ALTER TABLE games ADD COLUMN pace TEXT NOT NULL DEFAULT ''",
        """CREATE TABLE clocks (
            game_id INTEGER NOT NULL,
            seat    INTEGER NOT NULL,
            bank    REAL    NOT NULL,
            PRIMARY KEY (game_id, seat))""",
        """CREATE TABLE away (
            user_id INTEGER PRIMARY KEY,
            until   REAL    NOT NULL,
            year    INTEGER NOT NULL,
            used    REAL    NOT NULL)""",
        """CREATE TABLE notices (
            user_id  INTEGER NOT NULL,
            guild_id INTEGER NOT NULL,
            mode     TEXT    NOT NULL,
            hour     INTEGER NOT NULL,
            tz       TEXT    NOT NULL,
            PRIMARY KEY (user_id, guild_id))""",
    ),
    (
        """CREATE TABLE digests (
            user_id    INTEGER PRIMARY KEY,
            day        TEXT    NOT NULL,
            channel_id INTEGER NOT NULL,
            message_id INTEGER NOT NULL,
            games      TEXT    NOT NULL)""",
    ),
    (
        # whose turn, as the core wrote it with the state (opaque here): the start reads it
        # instead of decoding every state; NULL (a row written before) is decoded at start
        "ALTER TABLE games ADD COLUMN turn TEXT",
    ),
]

POSTGRES: list[tuple[str, ...]] = [
    (
        """CREATE TABLE games (
            id            bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            channel_id    bigint NOT NULL,
            guild_id      bigint,
            game          text   NOT NULL,
            host_id       bigint NOT NULL,
            options       text   NOT NULL DEFAULT '{}',
            seats         text   NOT NULL DEFAULT '[]',
            status        text   NOT NULL
                CHECK (status IN ('lobby', 'playing', 'over', 'cancelled')),
            state         text,
            version       integer NOT NULL DEFAULT 0,
            messages      text   NOT NULL DEFAULT '{}',
            timer_seconds double precision NOT NULL DEFAULT 0,
            created       double precision NOT NULL,
            updated       double precision NOT NULL)""",
        "CREATE INDEX games_open ON games (status, channel_id)",
        """CREATE TABLE actions (
            id       bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            game_id  bigint  NOT NULL REFERENCES games (id),
            version  integer NOT NULL,
            seat     integer NOT NULL,
            code     text    NOT NULL,
            user_id  bigint,
            at       double precision NOT NULL,
            events   text    NOT NULL DEFAULT '[]',
            UNIQUE (game_id, version))""",
        """CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'the action log is append-only'; END $$""",
        """CREATE TRIGGER actions_no_change BEFORE UPDATE OR DELETE ON actions
            FOR EACH ROW EXECUTE FUNCTION actions_append_only()""",
        """CREATE TABLE timers (
            id       bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            game_id  bigint  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat     integer NOT NULL,
            kind     text    NOT NULL CHECK (kind IN ('reminder', 'expire')),
            due      double precision NOT NULL)""",
        "CREATE INDEX timers_due ON timers (due)",
        """CREATE TABLE archive (
            game_id    bigint PRIMARY KEY REFERENCES games (id),
            channel_id bigint NOT NULL,
            game       text   NOT NULL,
            status     text   NOT NULL,
            finished   double precision NOT NULL,
            players    text   NOT NULL DEFAULT '[]',
            result     text)""",
        """CREATE TABLE users (
            user_id  bigint  PRIMARY KEY,
            dm_ok    boolean NOT NULL,
            at       double precision NOT NULL)""",
    ),
    (
        "ALTER TABLE games ADD COLUMN revision integer NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN shard integer NOT NULL DEFAULT 0",
        "ALTER TABLE timers ADD COLUMN shard integer NOT NULL DEFAULT 0",
        "ALTER TABLE timers ADD COLUMN claim text",
        "ALTER TABLE timers ADD COLUMN claimed_until double precision",
        "CREATE INDEX timers_shard_due ON timers (shard, due)",
        "CREATE INDEX timers_game ON timers (game_id, seat)",
        """INSERT INTO archive (game_id, channel_id, game, status, finished, players)
            SELECT id, channel_id, game, 'cancelled', updated, '[]' FROM games AS g
            WHERE status IN ('lobby', 'playing') AND id < (
                SELECT max(id) FROM games AS n
                WHERE n.channel_id = g.channel_id AND n.status IN ('lobby', 'playing'))
            ON CONFLICT (game_id) DO NOTHING""",
        """UPDATE games SET status = 'cancelled', revision = revision + 1
            WHERE status IN ('lobby', 'playing') AND id < (
                SELECT max(id) FROM games AS n
                WHERE n.channel_id = games.channel_id AND n.status IN ('lobby', 'playing'))""",
        """CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
            WHERE status IN ('lobby', 'playing')""",
        """CREATE TABLE outbox (
            id       bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            game_id  bigint  NOT NULL REFERENCES games (id),
            shard    integer NOT NULL,
            place    text    NOT NULL,
            body     text    NOT NULL,
            created  double precision NOT NULL,
            attempts integer NOT NULL DEFAULT 0,
            next_try double precision NOT NULL,
            sent     double precision,
            revision integer NOT NULL DEFAULT 0)""",
        "CREATE UNIQUE INDEX outbox_pending ON outbox (game_id, place) WHERE sent IS NULL",
        "CREATE INDEX outbox_due ON outbox (shard, next_try) WHERE sent IS NULL",
        "CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL)",
    ),
    (
        """CREATE TABLE guild_settings (
            guild_id bigint PRIMARY KEY,
            settings text   NOT NULL DEFAULT '{}',
            updated  double precision NOT NULL)""",
    ),
    (
        "ALTER TABLE users ADD COLUMN dm_channel bigint",
    ),
    (
        """CREATE TABLE ratings (
            user_id bigint  NOT NULL,
            game    text    NOT NULL,
            mu      double precision NOT NULL,
            sigma   double precision NOT NULL,
            games   integer NOT NULL,
            updated double precision NOT NULL,
            PRIMARY KEY (user_id, game))""",
        """CREATE TABLE rating_changes (
            game_id      bigint  NOT NULL REFERENCES games (id),
            user_id      bigint  NOT NULL,
            game         text    NOT NULL,
            place        integer NOT NULL,
            score        double precision NOT NULL,
            mu_before    double precision NOT NULL,
            sigma_before double precision NOT NULL,
            mu_after     double precision NOT NULL,
            sigma_after  double precision NOT NULL,
            at           double precision NOT NULL,
            PRIMARY KEY (game_id, user_id))""",
        "CREATE INDEX rating_changes_user ON rating_changes (user_id, game)",
        "CREATE INDEX archive_finished ON archive (finished)",
    ),
    (
        "ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'",
        "ALTER TABLE users ADD COLUMN lang TEXT",
        """CREATE TABLE forwards (
            id      bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            shard   integer NOT NULL,
            payload text    NOT NULL,
            created double precision NOT NULL)""",
        "CREATE INDEX forwards_shard ON forwards (shard, id)",
    ),
    (
        "ALTER TABLE outbox ADD COLUMN claimed_until double precision",
    ),
    (
        "ALTER TABLE games ADD COLUMN hints integer NOT NULL DEFAULT 0",
        "ALTER TABLE users ADD COLUMN teaching integer",
        """CREATE TABLE taught (
            user_id bigint  NOT NULL,
            game    text    NOT NULL,
            kind    text    NOT NULL,
            at      double precision NOT NULL,
            PRIMARY KEY (user_id, game, kind))""",
    ),
    (
        """CREATE TABLE tournaments (
            id       bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            guild_id bigint NOT NULL,
            status   text   NOT NULL,
            data     text   NOT NULL,
            created  double precision NOT NULL,
            updated  double precision NOT NULL)""",
        "CREATE UNIQUE INDEX tournaments_open ON tournaments (guild_id)"
        " WHERE status IN ('signup', 'running', 'paused')",
    ),
    (
        "ALTER TABLE outbox ADD COLUMN dest text NOT NULL DEFAULT ''",
    ),
    (
        # a body that is not JSON keeps its "" (a cast error would stop the migration)
        """DO $$ DECLARE r record; BEGIN
            FOR r IN SELECT id, body FROM outbox WHERE sent IS NULL AND dest = '' LOOP BEGIN
                UPDATE outbox SET dest = (CASE WHEN r.body::jsonb ->> 'dm' = 'true' THEN 'dm:'
                    ELSE 'channel:' END) || coalesce(r.body::jsonb ->> 'to', '0')
                    WHERE id = r.id AND jsonb_typeof(r.body::jsonb) = 'object';
            EXCEPTION WHEN others THEN NULL; END; END LOOP; END $$""",
        "DROP INDEX outbox_due",
        f"CREATE INDEX outbox_due ON outbox (shard, next_try) INCLUDE ({DUE_INDEX_REST})"
        " WHERE sent IS NULL",
    ),
    (
        "ALTER TABLE actions ADD COLUMN fallback integer NOT NULL DEFAULT 0",
        "ALTER TABLE archive ADD COLUMN decisions text",
        "ALTER TABLE rating_changes ADD COLUMN abandoned integer NOT NULL DEFAULT 0",
    ),
    (
        """CREATE TABLE paused (
            channel_id bigint PRIMARY KEY,
            why        text   NOT NULL,
            told       text   NOT NULL,
            at         double precision NOT NULL)""",
    ),
    (
        "ALTER TABLE tournaments ADD COLUMN channel_id bigint NOT NULL DEFAULT 0",
        # a row whose JSON does not parse keeps its 0 (a cast error would stop the migration)
        """DO $$ DECLARE r record; BEGIN
            FOR r IN SELECT id, data FROM tournaments LOOP BEGIN
                UPDATE tournaments SET channel_id = coalesce((r.data::jsonb ->> 'channel')
                    ::bigint, 0) WHERE id = r.id;
            EXCEPTION WHEN others THEN NULL; END; END LOOP; END $$""",
        "DROP INDEX tournaments_open",
        "CREATE UNIQUE INDEX tournaments_open ON tournaments (channel_id)"
        " WHERE status IN ('signup', 'running', 'paused')",
        "CREATE INDEX tournaments_guild ON tournaments (guild_id, status)",
    ),
    (
        "ALTER TABLE games ADD COLUMN pace text NOT NULL DEFAULT ''",
        """CREATE TABLE clocks (
            game_id bigint  NOT NULL,
            seat    integer NOT NULL,
            bank    double precision NOT NULL,
            PRIMARY KEY (game_id, seat))""",
        """CREATE TABLE away (
            user_id bigint  PRIMARY KEY,
            until   double precision NOT NULL,
            year    integer NOT NULL,
            used    double precision NOT NULL)""",
        """CREATE TABLE notices (
            user_id  bigint  NOT NULL,
            guild_id bigint  NOT NULL,
            mode     text    NOT NULL,
            hour     integer NOT NULL,
            tz       text    NOT NULL,
            PRIMARY KEY (user_id, guild_id))""",
    ),
    (
        """CREATE TABLE digests (
            user_id    bigint PRIMARY KEY,
            day        text   NOT NULL,
            channel_id bigint NOT NULL,
            message_id bigint NOT NULL,
            games      text   NOT NULL)""",
    ),
    (
        "ALTER TABLE games ADD COLUMN turn text",
    ),
]

VERSION = len(SQLITE)
assert len(POSTGRES) == VERSION, "each migration exists in both dialects"

#: The table of applied migrations (created by the runner, before migration 1).
MIGRATIONS_TABLE = ("CREATE TABLE IF NOT EXISTS schema_migrations ("
                    "version integer PRIMARY KEY, applied double precision NOT NULL)")

#: Put every game, timer and outbox row on its guild's shard for a shard count (the one
#: parameter, written ``{p}``: the dialect fills in its placeholder).
RESHARD = (
    "UPDATE games SET shard = CASE WHEN guild_id IS NULL THEN 0"
    " ELSE (guild_id >> 22) % {p} END",
    "UPDATE timers SET shard = (SELECT shard FROM games WHERE games.id = timers.game_id)",
    "UPDATE outbox SET shard = (SELECT shard FROM games WHERE games.id = outbox.game_id)",
)

#: The order the sender takes due rows in: a person's decision panel first (someone waits on
#: it), then everything else; oldest first within each (under Discord's global limit the live
#: table messages wait, and their newer states replace the older ones meanwhile; docs/bot.md,
#: "Delivery").
OUTBOX_ORDER = "place NOT LIKE 'panel:%', next_try, id"

#: A newer body for a (game, place) not sent yet replaces the older one (one row per place).
OUTBOX_UPSERT = (
    "ON CONFLICT (game_id, place) WHERE sent IS NULL DO UPDATE SET body = excluded.body,"
    " dest = excluded.dest, attempts = 0, next_try = excluded.next_try,"
    " revision = outbox.revision + 1")
