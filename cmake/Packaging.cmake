# What a user installs beside the library: man pages, bash completion and documents, and the
# Debian packages made of it all by CPack.
#
#   sudoku-toolkit  the command `sudoku`, its man pages (generated from --help by help2man), bash
#                   completion, README, CHANGELOG, copyright, docs/ and data/examples/
#   libsudoku1      the shared library libsudoku.so.1 (the C interface sudoku/sudoku.h, any
#                   language's foreign calls), with its shlibs file and an ldconfig trigger
#   libsudoku-dev   the static library, its headers, its CMake package (find_package(sudoku)) and
#                   pkg-config file, and the shared library's link name; the libraries in
#                   Debian's multiarch folder (/usr/lib/x86_64-linux-gnu)
#   python3-sudokit the Python module sudokit for Debian's python3, in /usr/lib/python3/dist-packages
#                   (when the module is built: SUDOKU_BUILD_PYTHON)
#
# The command's package is not named `sudoku`: Debian has a package of that name, a console game
# (/usr/games/sudoku), which ours would replace as an upgrade. Ours installs beside it: no file of
# the one is a file of the other, and /usr/bin comes before /usr/games in PATH.
#
# `cmake --build --preset release --target package` (or `cpack` in the build folder) writes
# sudoku-toolkit_VERSION_amd64.deb, libsudoku-dev_VERSION_amd64.deb and
# python3-sudokit_VERSION_amd64.deb; the version is the project's.
# Included once from the top CMakeLists.txt, after the library's and the command's install rules.

option(SUDOKU_MAN_PAGES "Generate the man pages with help2man (Debian package help2man)" ON)

# The subcommands with a page of their own (tests/packaging/man_pages_test.sh checks this list
# against `sudoku --help`).
set(SUDOKU_SUBCOMMANDS solve count check show explain hint rate generate serve)

if(SUDOKU_MAN_PAGES)
  find_program(HELP2MAN help2man)
  if(NOT HELP2MAN)
    message(FATAL_ERROR "help2man not found: run scripts/setup.sh (Debian package help2man), "
                        "or configure with -DSUDOKU_MAN_PAGES=OFF")
  endif()
  set(man_folder ${PROJECT_BINARY_DIR}/man)
  set(man_sources ${PROJECT_SOURCE_DIR}/packaging/man)
  file(MAKE_DIRECTORY ${man_folder})
  set(man_pages)
  foreach(subcommand "" ${SUDOKU_SUBCOMMANDS})
    if(subcommand STREQUAL "")
      set(name sudoku)
    else()
      set(name sudoku-${subcommand})
    endif()
    add_custom_command(
      OUTPUT ${man_folder}/${name}.1 ${man_folder}/${name}.1.gz
      COMMAND sh ${man_sources}/make-man-page.sh $<TARGET_FILE:sudoku_cli> "${subcommand}"
              ${HELP2MAN} ${man_folder}/${name}.1
      DEPENDS sudoku_cli ${man_sources}/make-man-page.sh ${man_sources}/${name}.h2m
              ${man_sources}/common.h2m
      COMMENT "Writing the man page ${name}.1"
      VERBATIM)
    list(APPEND man_pages ${man_folder}/${name}.1.gz)
  endforeach()
  add_custom_target(sudoku_man_pages ALL DEPENDS ${man_pages})
  install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT sudoku)
endif()

install(FILES ${PROJECT_SOURCE_DIR}/packaging/bash-completion/sudoku
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT sudoku)

# Documents, where Debian puts them: CHANGELOG.md compressed, and the changelog of this native
# package in Debian's own format (one entry for the version, dated as CHANGELOG.md's newest
# heading), in each package's folder beside the copyright file.
set(SUDOKU_DEB_PACKAGE sudoku-toolkit)
set(command_docdir ${CMAKE_INSTALL_DATADIR}/doc/${SUDOKU_DEB_PACKAGE})
# The Maintainer field, the changelog's signature and the copyright's Upstream-Contact: the
# project's maintainers (the authors of its commits); a distributor sets its own.
set(SUDOKU_DEB_MAINTAINER "Seed d99f7edc maintainers <maintainers@users.noreply.a-seed-d99f7edc.example>"
    CACHE STRING "Maintainer field of the Debian packages: 'Name <address>'")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SUDOKU_DEB_MAINTAINER}")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/CHANGELOG.md)
# (An "## [Unreleased]" section above it, what is merged but not released yet, is not one.)
file(STRINGS ${PROJECT_SOURCE_DIR}/CHANGELOG.md newest_heading REGEX "^## \\[[0-9]" LIMIT_COUNT 1)
string(REGEX MATCH "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]" release_date "${newest_heading}")
execute_process(COMMAND date -R -u -d "${release_date} 00:00:00"
                OUTPUT_VARIABLE debian_changelog_date OUTPUT_STRIP_TRAILING_WHITESPACE
                COMMAND_ERROR_IS_FATAL ANY)
configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.Debian.in
               ${PROJECT_BINARY_DIR}/changelog.Debian @ONLY)
configure_file(${PROJECT_SOURCE_DIR}/packaging/copyright ${PROJECT_BINARY_DIR}/copyright @ONLY)
add_custom_command(
  OUTPUT ${PROJECT_BINARY_DIR}/CHANGELOG.md.gz ${PROJECT_BINARY_DIR}/changelog.gz
  COMMAND sh -c "gzip -9 -n -c '${PROJECT_SOURCE_DIR}/CHANGELOG.md' > '${PROJECT_BINARY_DIR}/CHANGELOG.md.gz'"
  COMMAND sh -c "gzip -9 -n -c '${PROJECT_BINARY_DIR}/changelog.Debian' > '${PROJECT_BINARY_DIR}/changelog.gz'"
  DEPENDS ${PROJECT_SOURCE_DIR}/CHANGELOG.md ${PROJECT_BINARY_DIR}/changelog.Debian
  VERBATIM)
add_custom_target(sudoku_changelog ALL
                  DEPENDS ${PROJECT_BINARY_DIR}/CHANGELOG.md.gz ${PROJECT_BINARY_DIR}/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_BINARY_DIR}/CHANGELOG.md.gz
              ${PROJECT_BINARY_DIR}/changelog.gz ${PROJECT_BINARY_DIR}/copyright
        DESTINATION ${command_docdir} COMPONENT sudoku)
install(FILES ${PROJECT_BINARY_DIR}/changelog.gz ${PROJECT_BINARY_DIR}/copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/libsudoku-dev COMPONENT dev)
install(FILES ${PROJECT_BINARY_DIR}/changelog.gz ${PROJECT_BINARY_DIR}/copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/libsudoku1 COMPONENT runtime)
# CPack (3.25) writes postinst and postrm scripts that call ldconfig for a package with a library
# in /usr/lib; Debian asks for a trigger instead. The package has the trigger, and tells lintian
# that the calls are CPack's (they do no harm beside it).
install(FILES ${PROJECT_SOURCE_DIR}/packaging/libsudoku1.lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME libsudoku1 COMPONENT runtime)
if(SUDOKU_BUILD_PYTHON)
  install(FILES ${PROJECT_BINARY_DIR}/changelog.gz ${PROJECT_BINARY_DIR}/copyright
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/python3-sudokit COMPONENT python3_deb EXCLUDE_FROM_ALL)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${command_docdir}/docs
        COMPONENT sudoku FILES_MATCHING PATTERN "*.md")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/examples/ DESTINATION ${command_docdir}/examples
        COMPONENT sudoku)

# The Debian packages.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ${SUDOKU_DEB_PACKAGE})
set(CPACK_DEBIAN_PACKAGE_SOURCE ${SUDOKU_DEB_PACKAGE})
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "the sudoku project")
# Each package's Description is its CPACK_DEBIAN_<COMPONENT>_DESCRIPTION below, summary line first.
# CPackDeb puts the summary above it unless the summary is CPack's own default, so that is it.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_NAME} built using CMake")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL sudoku runtime dev)
if(SUDOKU_BUILD_PYTHON)
  list(APPEND CPACK_COMPONENTS_ALL python3_deb)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_STRIP_FILES ON)
# The command's Depends come from dpkg-shlibdeps, from the libraries the binary loads.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_SUDOKU_PACKAGE_NAME ${SUDOKU_DEB_PACKAGE})
set(CPACK_DEBIAN_SUDOKU_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_SUDOKU_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_SUDOKU_DESCRIPTION
    "solve, check, rate, explain and generate Sudoku puzzles
The sudoku command solves, counts, checks, shows, explains, rates and
generates Sudoku puzzles of every size from 1x1 to 64x64: classic, X,
Killer and jigsaw, alone or together. Its classic 9x9 engine is among the
fastest there are; a logical solver explains each step in plain words,
gives hints and rates puzzles on Sudoku Explainer's scale, and a generator
makes unique, minimal puzzles. Batches are one puzzle per line, in order,
on every core. 'sudoku serve' opens a board to play in a browser.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libsudoku-dev)
set(CPACK_DEBIAN_DEV_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "libsudoku1 (= ${PROJECT_VERSION}), libfmt-dev, nlohmann-json3-dev, libcadical-dev")
set(CPACK_DEBIAN_DEV_DESCRIPTION
    "Sudoku solving, logic and generation library (development files)
The C++20 library behind the sudoku command: puzzles of every variant and
size, readers and writers of their text forms, engines that solve and
count, the logical solver and rating, and the generator. This package has
the static library, its headers and its CMake package: find_package(sudoku)
and link sudoku::sudoku.")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libsudoku1)
set(CPACK_DEBIAN_RUNTIME_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
# (CPackDeb reads this one for every package; only libsudoku1 holds a shared library.)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_EXTRA ${PROJECT_SOURCE_DIR}/packaging/triggers)
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION
    "Sudoku solving, logic and generation library (shared library)
The library behind the sudoku command as a shared library, libsudoku.so.1:
its C interface (sudoku/sudoku.h) solves, counts and rates puzzles given
as text, for programs in any language that can call C. Install
libsudoku-dev to build against it.")
# The module's package: its extension is built for one Python (Debian 12's 3.11), so it depends on
# that version of python3 as Debian's own extension packages do; NumPy is the module's one Python
# dependency; the C and C++ runtimes come from dpkg-shlibdeps.
set(CPACK_DEBIAN_PYTHON3_DEB_PACKAGE_NAME python3-sudokit)
set(CPACK_DEBIAN_PYTHON3_DEB_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PYTHON3_DEB_PACKAGE_SECTION python)
math(EXPR python_next_minor "${Python3_VERSION_MINOR} + 1")
set(CPACK_DEBIAN_PYTHON3_DEB_PACKAGE_DEPENDS
    "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}~), python3 (<< ${Python3_VERSION_MAJOR}.${python_next_minor}), python3-numpy")
set(CPACK_DEBIAN_PYTHON3_DEB_PACKAGE_SUGGESTS "python3-distributed, python3-pandas")
set(CPACK_DEBIAN_PYTHON3_DEB_DESCRIPTION
    "Python 3 module to solve, rate, explain and generate Sudoku puzzles
The sudokit module is the Python face of the sudoku toolkit's C++ library:
puzzles of every size and variant read and written in its text forms,
solving, counting, checking, logical steps explained in plain words,
ratings on Sudoku Explainer's scale, and generation. Batch calls take NumPy
arrays of grids and run on every core without the GIL; sudokit.dask solves
a file or a Dask DataFrame's column on a Dask cluster.")

include(CPack)
