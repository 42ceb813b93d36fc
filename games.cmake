# The games, one line each, in the order the app lists them: the first is the app's default game.
# This line is all a game needs outside its own folders (engine/games/<folder>/, shell/games/<folder>/
# and its tests and docs): the engine's registry, the app's list of views, the house rules and the
# checks that every game has its golden files and its page in the docs are made from this list
# (cmake/GameList.cmake; docs/ARCHITECTURE.md, "What a new game adds, file by file"). The protocol
# name is the folder's, with "-" for "_".
puzzlelab_game(fujisan)
puzzlelab_game(boxoff)
puzzlelab_game(pretzel)
puzzlelab_game(sigmar)
puzzlelab_game(fruit_dating)
puzzlelab_game(rush_hour)

# The Lab lists the published studies of these games first, in this order (the first is the study
# it opens on); the studies of any other game follow in the order of the list above.
puzzlelab_study_order(boxoff pretzel fujisan sigmar)
