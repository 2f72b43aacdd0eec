// Integration tests start real processes; on a busy 2-core machine a cold start takes a while.
jest.setTimeout(300_000);
