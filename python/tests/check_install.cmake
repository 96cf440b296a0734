# `cmake --install` of the Python component to a scratch prefix gives a package that the
# interpreter imports from there (and not from the build tree), at the project's version.
set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
function(run)
  # From WORK_DIR: python3 -c looks in its working directory first, and the build's is not it.
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status WORKING_DIRECTORY ${WORK_DIR})
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${ARGN}")
  endif()
endfunction()
if(IS_ABSOLUTE ${INSTALL_DIR})
  # An absolute SUDOKU_PYTHON_INSTALL_DIR ignores the prefix: stage it under DESTDIR instead.
  set(ENV{DESTDIR} ${WORK_DIR}/root)
  set(package_root ${WORK_DIR}/root${INSTALL_DIR})
else()
  set(package_root ${prefix}/${INSTALL_DIR})
endif()
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} --component python)
if(NOT EXISTS ${package_root}/sudokit/__init__.pyi OR NOT EXISTS ${package_root}/sudokit/py.typed
   OR NOT EXISTS ${package_root}/sudokit/dask.py)
  message(FATAL_ERROR "cmake --install did not install the package in ${package_root}")
endif()
set(ENV{PYTHONPATH} ${package_root})
run(${PYTHON} -c "
import pathlib, sudokit, sudokit.dask
assert pathlib.Path(sudokit.__file__).resolve().is_relative_to(pathlib.Path('${package_root}').resolve()), sudokit.__file__
assert sudokit.__version__ == '${VERSION}', sudokit.__version__
puzzle = sudokit.Puzzle.parse_line('.............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43..')
print('installed module', sudokit.__version__, 'solves:', sudokit.solve(puzzle).solution.to_line())
")
