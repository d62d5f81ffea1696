import type { EventMap, EventName, Handler } from "./events.js";

type Registry = { [E in EventName]?: Array<Handler<E>> };

export class Bus {
  private handlers: Registry = {};

  on<E extends EventName>(event: E, handler: Handler<E>): () => void {
    const list = (this.handlers[event] ??= []);
    list.push(handler);
    return () => {
      this.handlers[event] = list.filter((h) => h !== handler);
    };
  }

  async emit<E extends EventName>(event: E, payload: EventMap[E]): Promise<number> {
    const list = this.handlers[event] ?? [];
    await Promise.all(list.map((h) => h(payload)));
    return list.length;
  }
}
