from enum import Enum, auto
class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    STOPPED = auto()
TRANSITIONS = {
    (State.IDLE, "start"): State.RUNNING,
    (State.RUNNING, "pause"): State.PAUSED,
    (State.PAUSED, "resume"): State.RUNNING,
    (State.RUNNING, "stop"): State.STOPPED,
    (State.PAUSED, "stop"): State.STOPPED,
}
class Machine:
    def __init__(self):
        self.state = State.IDLE
        self.history = [self.state.name]
    def fire(self, event):
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise ValueError(f"cannot {event} from {self.state.name}")
        self.state = TRANSITIONS[key]
        self.history.append(self.state.name)
m = Machine()
for ev in ["start", "pause", "start", "resume", "stop", "resume"]:
    try:
        m.fire(ev)
    except ValueError as e:
        print("error:", e)
print(" -> ".join(m.history), m.state, m.state.value)
print(State.PAUSED in {State.PAUSED}, [s.name for s in State if s is not State.IDLE])
print(State["RUNNING"] is State.RUNNING, State(2))
