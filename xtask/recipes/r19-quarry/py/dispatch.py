"""Dispatches loads to trucks and notifies the haulier."""


class Dispatcher:
    def __init__(self, notifier):
        self.notifier = notifier

    def dispatch(self, ticket, truck, tonnes):
        self.notifier.send(truck=truck, ticket=ticket, tonnes=tonnes, note=f"{tonnes} t for {truck}")

    def dispatch_day(self, loads):
        for ticket, truck, tonnes in loads:
            if tonnes > 30:
                tonnes = 30
            self.dispatch(ticket, truck, tonnes)
