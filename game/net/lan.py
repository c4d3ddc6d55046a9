"""Tables on the local network: a host announces each table with zeroconf (mDNS/DNS-SD, the
way printers are found), and a player's computer lists them as they come and go.

Service type ``_auctionparlour._tcp.local.``; the TXT record says the game, the table size,
the seats still free, the protocol version, the host's name and the table's code (so a LAN
table joins with one click; ``serve --no-lan`` keeps a table off the LAN list, and then only
its address and code let anyone in). Nothing here is needed to play: if the network has no
multicast (or zeroconf fails in any way) the host serves as before and the list stays empty.
"""
from __future__ import annotations

import socket
import threading
from dataclasses import dataclass

SERVICE = "_auctionparlour._tcp.local."


@dataclass(frozen=True)
class LanTable:
    name: str           # the service's own name
    address: str        # host:port to join
    code: str
    game: str
    players: int
    free: int
    host: str
    version: int


def local_addresses() -> list:
    """This computer's IPv4 addresses other players on the network can reach (no loopback)."""
    found = []
    try:
        import ifaddr
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                    found.append(ip.ip)
    except Exception:  # noqa: BLE001 - ifaddr missing or failing: ask the routing table instead
        pass
    if not found:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect(("192.0.2.1", 9))          # no packet is sent: this only picks a route
                ip = s.getsockname()[0]
                if not ip.startswith("127."):
                    found.append(ip)
        except OSError:
            pass
    return sorted(set(found), key=lambda ip: (not ip.startswith(("192.168.", "10.", "172.")), ip))


class Announcer:
    """The host's tables on the LAN. ``add``/``update``/``close``; every failure is swallowed
    and reported once through ``log`` (the host serves without it)."""

    def __init__(self, port: int, log=None):
        self.port = port
        self.log = log or (lambda text: None)
        self.zc = None
        self.infos: dict = {}
        self.failed = False

    def _zeroconf(self):
        if self.zc is None and not self.failed:
            try:
                from zeroconf import IPVersion, Zeroconf
                self.zc = Zeroconf(ip_version=IPVersion.V4Only)
            except Exception as exc:  # noqa: BLE001 - no network, no multicast, no permission
                self._fail(exc)
        return self.zc

    def _fail(self, exc) -> None:
        if not self.failed:
            self.log(f"not announced on the local network ({exc.__class__.__name__}: {exc}); "
                     f"players can still join with the address and code")
        self.failed = True

    def _info(self, code: str, game: str, players: int, free: int):
        from zeroconf import ServiceInfo
        from .protocol import PROTOCOL_VERSION
        host = socket.gethostname()[:40] or "host"
        addrs = [socket.inet_aton(ip) for ip in local_addresses()] or [socket.inet_aton("127.0.0.1")]
        props = {"game": game, "players": str(players), "free": str(free), "code": code,
                 "version": str(PROTOCOL_VERSION), "host": host}
        return ServiceInfo(SERVICE, f"{host} {code}.{SERVICE}", addresses=addrs, port=self.port,
                           properties=props, server=f"{host.replace(' ', '-')}.local.")

    def add(self, code: str, game: str, players: int, free: int) -> None:
        zc = self._zeroconf()
        if zc is None:
            return
        try:
            info = self._info(code, game, players, free)
            zc.register_service(info, allow_name_change=True)
            self.infos[code] = info
        except Exception as exc:  # noqa: BLE001
            self._fail(exc)

    def update(self, code: str, game: str, players: int, free: int) -> None:
        if self.zc is None or code not in self.infos:
            return
        try:
            info = self._info(code, game, players, free)
            info.name = self.infos[code].name
            self.zc.update_service(info)
            self.infos[code] = info
        except Exception as exc:  # noqa: BLE001
            self._fail(exc)

    def remove(self, code: str) -> None:
        info = self.infos.pop(code, None)
        if info is not None and self.zc is not None:
            try:
                self.zc.unregister_service(info)
            except Exception:  # noqa: BLE001
                pass

    def close(self) -> None:
        if self.zc is not None:
            try:
                self.zc.unregister_all_services()
                self.zc.close()
            except Exception:  # noqa: BLE001
                pass
            self.zc = None


def _table_of(info) -> LanTable | None:
    """A LanTable from a resolved service, or None if its record is not one of ours."""
    try:
        props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                 for k, v in (info.properties or {}).items()}
        addrs = info.parsed_addresses()
        if not addrs or not info.port:
            return None
        ip = addrs[0]
        address = f"[{ip}]:{info.port}" if ":" in ip else f"{ip}:{info.port}"
        return LanTable(name=str(info.name)[:80], address=address, code=props.get("code", "")[:32],
                        game=props.get("game", "")[:40], players=int(props.get("players", "0")),
                        free=int(props.get("free", "0")), host=props.get("host", "")[:40],
                        version=int(props.get("version", "0")))
    except (ValueError, TypeError, UnicodeError):
        return None


class LanBrowser:
    """Tables on the local network, kept up to date on zeroconf's own thread: ``tables()``
    never waits (a window calls it every frame). Empty if zeroconf cannot start."""

    def __init__(self):
        self._tables: dict = {}
        self._lock = threading.Lock()
        self.zc = None
        self.browser = None
        self.error: str | None = None

    def start(self) -> "LanBrowser":
        try:
            from zeroconf import IPVersion, ServiceBrowser, Zeroconf
            self.zc = Zeroconf(ip_version=IPVersion.V4Only)
            self.browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])
        except Exception as exc:  # noqa: BLE001
            self.error = f"{exc.__class__.__name__}: {exc}"
        return self

    def _changed(self, zeroconf, service_type, name, state_change) -> None:
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._tables.pop(name, None)
            return
        threading.Thread(target=self._resolve, args=(zeroconf, service_type, name), daemon=True).start()

    def _resolve(self, zeroconf, service_type, name) -> None:
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
        except Exception:  # noqa: BLE001
            return
        table = _table_of(info) if info is not None else None
        if table is not None:
            with self._lock:
                self._tables[name] = table

    def tables(self) -> list:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.host, t.code))

    def close(self) -> None:
        try:
            if self.browser is not None:
                self.browser.cancel()
            if self.zc is not None:
                self.zc.close()
        except Exception:  # noqa: BLE001
            pass
        self.zc = self.browser = None


def browse(seconds: float = 2.0) -> list:
    """The tables announced on the local network within ``seconds``."""
    import time
    b = LanBrowser().start()
    try:
        time.sleep(seconds)
        return b.tables()
    finally:
        b.close()
