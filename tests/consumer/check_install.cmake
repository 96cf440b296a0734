# Installs the built project into WORK_DIR/prefix, then builds and runs the consumer with it.
set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${ARGN}")
  endif()
endfunction()
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
if(NOT EXISTS ${prefix}/bin/sudoku)
  message(FATAL_ERROR "cmake --install did not install bin/sudoku")
endif()
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/consumer -B ${WORK_DIR}/build -G Ninja
    -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
    "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${LINKER_FLAGS}")
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer)
run(${WORK_DIR}/build/consumer_c)
# The same C program built as a Makefile would build it: cc with pkg-config's flags.
if(NOT EXISTS ${prefix}/${LIBDIR}/pkgconfig/sudoku.pc)
  message(FATAL_ERROR "cmake --install did not install ${LIBDIR}/pkgconfig/sudoku.pc")
endif()
find_program(PKG_CONFIG pkg-config REQUIRED)
set(ENV{PKG_CONFIG_PATH} ${prefix}/${LIBDIR}/pkgconfig)
execute_process(COMMAND ${PKG_CONFIG} --cflags --libs sudoku OUTPUT_VARIABLE flags
  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "pkg-config --cflags --libs sudoku failed (${status})")
endif()
separate_arguments(flags UNIX_COMMAND "${flags}")
# The build's own flags too (a sanitizer's build needs its runtime in the program).
separate_arguments(build_flags UNIX_COMMAND "${CXX_FLAGS} ${LINKER_FLAGS}")
run(${C_COMPILER} ${build_flags} ${SOURCE_DIR}/tests/consumer/main.c ${flags}
    -Wl,-rpath,${prefix}/${LIBDIR} -o ${WORK_DIR}/consumer_pkg_config)
run(${WORK_DIR}/consumer_pkg_config)
