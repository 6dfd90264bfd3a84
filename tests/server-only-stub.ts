// Jest runs server modules outside Next; the real package throws on import there.
export {};
