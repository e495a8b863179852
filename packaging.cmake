# The Debian package: cpack -G DEB in the build folder (./dev package) makes
# mazeworks_VERSION_ARCH.deb of everything `cmake --install` puts in /usr. Its dependencies are
# the libraries the programs link, as dpkg-shlibdeps finds them; the caches of icons, file types
# and desktop entries are refreshed by the triggers of the packages that own them.
set(CPACK_PACKAGE_NAME mazeworks)
set(CPACK_PACKAGE_VENDOR "The Mazeworks developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY mazeworks)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Mazeworks developers <mazeworks@example.org>")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://mazeworks.example.org/")
# The summary is the first line; this the paragraph below it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Mazeworks is an editor for tile mazes: paint a level, see at once whether it
can be played, watch breadth-first search, A*, room separation and minimum
spanning trees work step by step, and play the level without leaving the
editor. mazeworks-cli validates, converts, generates, plays and benchmarks
levels without a display.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's plugins (the display, the sound back ends) ship in the libraries' own packages, which
# the shared library dependencies pull in; Qt's own strings in the user's language are a bonus.
if(MAZEWORKS_EDITOR)
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
endif()
include(CPack)
