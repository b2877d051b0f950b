"""Helpers shared by the test folders: random walks through games, the toy game, the import
graph. Imported as ``tests.support.<module>``; fixtures live in the conftest files."""
