"""The environment of the real processes some tests start (the crash, multi-process and
outage workers): each compiles the project's modules once, not at every start.

Where ``PYTHONDONTWRITEBYTECODE`` is set (so the source tree stays free of ``__pycache__``),
every new process compiles the whole bot again before it can print ``ready``: about a second
each, twenty times over in the crash and multi-process tests. Their compiled modules go to a
folder of their own in the temporary directory instead, reused across runs (Python checks each
against its source's time and size, as it checks a ``__pycache__``), and the tree stays clean.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

#: where the workers' compiled modules live (Python mirrors each source's absolute path
#: under it, so two checkouts never share one)
PYCACHE = Path(tempfile.gettempdir()) / "wildtable-worker-pycache"


def worker_env() -> dict[str, str]:
    """This process's environment, but a worker writes (and reads) its compiled modules."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.setdefault("PYTHONPYCACHEPREFIX", str(PYCACHE))
    return env
