-- A SQLite file of the first schema, as the bot at commit e0e42b3 wrote it (a Wild Cards
-- game 5 moves in with turn timers and a remembered message, a WildLife lobby, a
-- cancelled Evolution lobby, a closed-DM user, two open lobbies in one channel), dumped
-- with sqlite3's iterdump; tests/store/test_migrations.py builds the file from it.
BEGIN TRANSACTION;
CREATE TABLE actions (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    version  INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    code     TEXT    NOT NULL,
    user_id  INTEGER,
    at       REAL    NOT NULL,
    events   TEXT    NOT NULL DEFAULT '[]',
    UNIQUE (game_id, version)
);
INSERT INTO "actions" VALUES(1,1,1,0,'bid:M2',101,1007.0,'[{"data":{},"kind":"bid","text":"Ann has placed a bid.","to":null}]');
INSERT INTO "actions" VALUES(2,1,2,1,'bid:F1',102,1009.0,'[{"data":{},"kind":"bid","text":"Bob has placed a bid.","to":null},{"data":{},"kind":"reveal","text":"Bids revealed: Ann Mountains 2, Bob Forest 1, Leo Refill.","to":null},{"data":{},"kind":"refill","text":"Leo discards its pile and shuffles a new one (5 cards and Refill).","to":null}]');
INSERT INTO "actions" VALUES(3,1,3,0,'pay:M3',101,1011.0,'[]');
INSERT INTO "actions" VALUES(4,1,4,0,'pick:0',101,1013.0,'[{"data":{},"kind":"pick","text":"Ann takes the peacock paying Mountains 3.","to":null},{"data":{},"kind":"leader","text":"Ann claims the peacock Leader card.","to":null}]');
INSERT INTO "actions" VALUES(5,1,5,1,'pick:0',102,1015.0,'[{"data":{},"kind":"pick","text":"Bob takes the peacock (+2 points: all forest).","to":null},{"data":{},"kind":"leader","text":"Bob claims the peacock Leader card from Ann.","to":null},{"data":{},"kind":"round","text":"Round 2: place your bids.","to":null}]');
CREATE TABLE archive (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id),
    channel_id INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    status    TEXT    NOT NULL,
    finished  REAL    NOT NULL,
    players   TEXT    NOT NULL DEFAULT '[]',
    result    TEXT
);
INSERT INTO "archive" VALUES(3,3,'evolution','cancelled',1019.0,'["Dee"]',NULL);
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    channel_id    INTEGER NOT NULL,
    guild_id      INTEGER,
    game          TEXT    NOT NULL,
    host_id       INTEGER NOT NULL,
    options       TEXT    NOT NULL DEFAULT '{}',
    seats         TEXT    NOT NULL DEFAULT '[]',
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'over', 'cancelled')),
    state         TEXT,
    version       INTEGER NOT NULL DEFAULT 0,
    messages      TEXT    NOT NULL DEFAULT '{}',
    timer_seconds REAL    NOT NULL DEFAULT 0,
    created       REAL    NOT NULL,
    updated       REAL    NOT NULL
);
INSERT INTO "games" VALUES(1,1,12582912,'wildcards',101,'{"leo":false,"talisman_seat":-1}','[{"ai":null,"name":"Ann","user_id":101},{"ai":null,"name":"Bob","user_id":102}]','playing','{"animals":["eagle","lion","squirrel","ibex","meerkat","lion","peacock","squirrel","meerkat","lion","squirrel","peacock","lion","meerkat","eagle","eagle","squirrel","peacock","eagle","meerkat","ibex","squirrel","meerkat","meerkat"],"bid_done":[false,false,true],"bids":[null,null,null],"boxed":[],"collections":[{"eagle":0,"ibex":0,"lion":0,"meerkat":0,"peacock":1,"squirrel":0},{"eagle":0,"ibex":0,"lion":0,"meerkat":0,"peacock":1,"squirrel":0},{"eagle":0,"ibex":0,"lion":0,"meerkat":0,"peacock":0,"squirrel":0}],"deck":["S2","S1","F1","F1","F3","M1","F3","W4","M3","M2","S4","M4","F4","F1","W3","F4","S1","M2","F3","S3","S2","F2"],"declined":[false,false,false],"discard":["F4","F2","F2","F2","S4","M2","M3","F1"],"discarding":[[],[]],"display":["eagle","lion"],"eagle_seat":-1,"events":[{"data":{},"kind":"info","text":"Ann holds the Talisman.","to":null},{"data":{},"kind":"round","text":"Round 1: place your bids.","to":null},{"data":{},"kind":"bid","text":"Ann has placed a bid.","to":null},{"data":{},"kind":"private","text":"You bid Mountains 2.","to":[0]},{"data":{},"kind":"bid","text":"Bob has placed a bid.","to":null},{"data":{},"kind":"private","text":"You bid Forest 1.","to":[1]},{"data":{},"kind":"reveal","text":"Bids revealed: Ann Mountains 2, Bob Forest 1, Leo Refill.","to":null},{"data":{},"kind":"refill","text":"Leo discards its pile and shuffles a new one (5 cards and Refill).","to":null},{"data":{},"kind":"pick","text":"Ann takes the peacock paying Mountains 3.","to":null},{"data":{},"kind":"leader","text":"Ann claims the peacock Leader card.","to":null},{"data":{},"kind":"pick","text":"Bob takes the peacock (+2 points: all forest).","to":null},{"data":{},"kind":"leader","text":"Bob claims the peacock Leader card from Ann.","to":null},{"data":{},"kind":"round","text":"Round 2: place your bids.","to":null}],"game":"wildcards","groups":[],"hands":[["M4","M4","S3","S4","W1"],["M1","M2","M3","S1","S2","S3"],[]],"known":[[],[],[]],"leaders":{"eagle":null,"ibex":null,"lion":null,"meerkat":null,"peacock":1,"squirrel":null},"leo":2,"leo_pile":["S1","R","M1","S2","W2"],"locked":[false,false,false],"log":[[0,"bid:M2"],[1,"bid:F1"],[0,"pay:M3"],[0,"pick:0"],[1,"pick:0"]],"n":2,"options":{"leo":false,"talisman_seat":-1},"over":false,"payments":[[],[],[]],"phase":"bid","picked":[null,null,null],"placed":[[],[],["M1"]],"players":["Ann","Bob"],"points":[0,2,0],"queue":[],"refilling":[],"removed":["eagle","eagle","ibex","ibex","ibex","ibex","ibex","lion","lion","meerkat","peacock","peacock","squirrel","squirrel"],"rng":11947445652409616219,"round":2,"seed":7,"talisman":0,"talisman_used":false,"tie":[],"tie_done":[],"version":5}',5,'{"table":555}',600.0,1002.0,1016.0);
INSERT INTO "games" VALUES(2,2,NULL,'wildlife',201,'{"auction_expand":false,"organism_auction":false,"rotating_start":false,"unlimited_abilities":false}','[{"ai":null,"name":"Cid","user_id":201}]','lobby',NULL,0,'{}',600.0,1017.0,1017.0);
INSERT INTO "games" VALUES(3,3,20971520,'evolution',301,'{}','[{"ai":null,"name":"Dee","user_id":301}]','cancelled',NULL,0,'{}',600.0,1018.0,1019.0);
INSERT INTO "games" VALUES(4,4,NULL,'wildcards',401,'{}','[]','lobby',NULL,0,'{}',0.0,1.0,1.0);
INSERT INTO "games" VALUES(5,4,NULL,'wildcards',401,'{}','[]','lobby',NULL,0,'{}',0.0,1.0,1.0);
CREATE TABLE timers (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('reminder', 'expire')),
    due      REAL    NOT NULL
);
INSERT INTO "timers" VALUES(1,1,0,'reminder',1314.0);
INSERT INTO "timers" VALUES(2,1,0,'expire',1614.0);
INSERT INTO "timers" VALUES(3,1,1,'reminder',1314.0);
INSERT INTO "timers" VALUES(4,1,1,'expire',1614.0);
CREATE TABLE users (
    user_id  INTEGER PRIMARY KEY,
    dm_ok    INTEGER NOT NULL,
    at       REAL    NOT NULL
);
INSERT INTO "users" VALUES(102,0,1020.0);
CREATE INDEX games_open ON games (status, channel_id);
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE INDEX timers_due ON timers (due);
COMMIT;
PRAGMA user_version = 1;
