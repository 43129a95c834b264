"""The kernel websocket without Nagle's delay."""

from __future__ import annotations

import asyncio

from jupyter_server.services.kernels.connection.channels import (
    ZMQChannelsWebsocketConnection,
)
from tornado.websocket import WebSocketClosedError


class NoDelayConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection with TCP_NODELAY on its socket.

    A widget update is a few small frames written one after another ("busy", the
    state change, "idle"); with Nagle's algorithm on, a frame written while an earlier
    one is unacknowledged waits for the browser's delayed ACK (~40 ms on Linux).
    Configured as ``Voila.kernel_websocket_connection_class`` (or
    ``ServerApp.kernel_websocket_connection_class`` under Jupyter Server).
    """

    def connect(self) -> asyncio.Future[None] | None:
        """Set TCP_NODELAY on the open websocket, then connect as usual."""
        try:
            self.websocket_handler.set_nodelay(True)
        except (AssertionError, AttributeError, WebSocketClosedError, OSError):
            self.log.debug("kernel websocket closed before TCP_NODELAY could be set")
        return super().connect()
