// The header compiles as C++ (cpp_compat) and the library links from C++.
#include "mahjong.h"
#include <cstdio>
#include <cstring>
#include <string>

int main() {
  mahjong_hand *h = nullptr;
  const std::string text = "123m456p789s11z [555s]";
  if (mahjong_hand_parse(text.data(), text.size(), &h) != MAHJONG_RESULT_OK) return 1;
  char buf[128];
  size_t n = 0;
  if (mahjong_hand_format(h, MAHJONG_NOTATION_AMERICAN, buf, sizeof buf, &n) != MAHJONG_RESULT_OK) return 2;
  mahjong_hand_free(h);
  if (std::string(buf) != "123c 456d 789b EE [555b]") {
    std::fprintf(stderr, "got %s\n", buf);
    return 3;
  }
  std::printf("test_cpp: all checks passed\n");
  return 0;
}
