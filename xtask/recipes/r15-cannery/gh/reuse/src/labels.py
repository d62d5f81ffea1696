# SPDX-FileCopyrightText: 2026 The Cannery Co-op
# SPDX-License-Identifier: MIT
"""Label printing."""
