"""Camera triggers."""


async def trigger(camera):
    match camera.kind:
        case "anpr":
            return await camera.read_plate()
        case _:
            return None
    yield from camera.frames()
