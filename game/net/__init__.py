"""Play with friends on other computers: a host that holds the Match (the referee) and sends
each seat only its own View and the Events it may see (``host``), the whitelisted codec for
what goes on the wire (``codec``), one strict schema per client message (``protocol``), the
seat played from another computer (``seat``), the client (``client``), the table file a
restarted host continues from (``tablefile``) and finding tables on the local network (``lan``).
See docs/ARCHITECTURE.md, "Online"."""
